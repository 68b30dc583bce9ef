import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Code } from './chakra/code';
import { Alert } from './chakra/alert';

/** A secret shown to copy (a token, a webhook signing secret): a warning, the value, copy and close buttons. */
export function SecretBox({
  secret,
  onClose,
  testId,
  words,
}: {
  secret: string;
  onClose: () => void;
  /** `<testId>-box` on the frame, `testId` on the value. */
  testId: string;
  words: { title: ReactNode; warning: string; copy: string; copied: string; close: string };
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert.Root status="warning" alignItems="flex-start" data-testid={`${testId}-box`}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{words.title}</Alert.Title>
        <Alert.Description>{words.warning}</Alert.Description>
        <Code data-testid={testId} p="2" wordBreak="break-all" whiteSpace="normal" userSelect="all">
          {secret}
        </Code>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="primary" onClick={() => void copy()}>
            {copied ? words.copied : words.copy}
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            {words.close}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
