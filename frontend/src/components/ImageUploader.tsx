import { Box, Button, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { post } from '../lib/http';
import { COMPONENT_TEXT as T } from './text';

interface UploadAnswer {
  success: boolean;
  message: string;
  data?: string[];
}

export interface ImageUploaderProps {
  label: string;
  /** The pictures' URLs as the server lists them. */
  images: readonly string[];
  /** REST path taking a multipart `file`; answers `{ success, message, data: urls }`. */
  uploadPath: string;
  /** REST path removing picture `index` (omit for a single picture that an upload replaces). */
  removePath?: (index: number) => string;
  max: number;
  hint?: string;
  onChange(urls: string[]): void;
}

/**
 * Pictures of a store or product: JPG or PNG sent to the gateway, which checks, scales and re-encodes them; the
 * server's answer is what the list shows. Errors stay next to the field.
 */
export function ImageUploader({ label, images, uploadPath, removePath, max, hint, onChange }: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (path: string, body?: FormData) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await post<UploadAnswer>(path, body, { silent: true });
      if (answer.success && answer.data) onChange(answer.data);
      else setError(answer.message || T.uploadFailed);
    } catch {
      setError(T.uploadFailed);
    } finally {
      setBusy(false);
    }
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    void send(uploadPath, body);
    if (input.current) input.current.value = '';
  };
  const full = Boolean(removePath) && images.length >= max;
  return (
    <Stack gap="2" data-testid="image-uploader">
      <Text fontWeight="medium">{label}</Text>
      {hint ? (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap">
        {images.map((src, index) => (
          <Stack key={src} gap="1" align="center">
            <Box borderWidth="1px" borderRadius="md" overflow="hidden" w="32" h="24" bg="bg.muted">
              <Image src={src} alt={`${label} ${index + 1}`} w="full" h="full" objectFit="cover" />
            </Box>
            {removePath ? (
              <Button size="xs" variant="ghost" disabled={busy} onClick={() => void send(removePath(index))}>
                {T.remove}
              </Button>
            ) : null}
          </Stack>
        ))}
      </HStack>
      <HStack>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png"
            aria-label={label}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </VisuallyHidden>
        <Button size="sm" variant="outline" loading={busy} disabled={full} onClick={() => input.current?.click()}>
          {images.length && !removePath ? T.replaceImage : T.addImage}
        </Button>
      </HStack>
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
