import { ToneBadge } from '../../../components/StatusBadge';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/chakra/field';
import { useRef } from 'react';
import { MEMBERS_TEXT as T } from '../text';

export interface DocumentUploadProps {
  kind: string;
  label: string;
  fileName: string | null;
  error: string | null;
  busy: boolean;
  onSelect(kind: string, file: File): void;
}

/** One required document: its state, and a file picker that uploads on selection. */
export function DocumentUpload({ kind, label, fileName, error, busy, onSelect }: DocumentUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field.Root invalid={Boolean(error)} borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" w="full" wrap="wrap">
        <HStack>
          <Text fontWeight="semibold">{label}</Text>
          <ToneBadge tone={fileName ? 'success' : 'accent'} label={fileName ? T.uploaded : T.notUploaded} />
          {fileName ? (
            <Text fontSize="sm" color="fg.muted">
              {fileName}
            </Text>
          ) : null}
        </HStack>
        <input
          ref={input}
          type="file"
          name={kind}
          aria-label={label}
          accept="image/jpeg,image/png,application/pdf"
          style={{ display: 'none' }}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onSelect(kind, file);
            e.target.value = '';
          }}
        />
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          loadingText={T.uploading}
          onClick={() => input.current?.click()}
        >
          {T.choose}
        </Button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
