import { Button, HStack, Stack } from '@chakra-ui/react';
import { Code } from '../../../components/chakra/code';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { TOKEN_TEXT } from '../text';

/** The new token's secret, shown once: a warning, the value to copy, and a button that hides it for good. */
export function SecretBox({ secret, onDone }: { secret: string; onDone: () => void }) {
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
    <Alert.Root status="warning" alignItems="flex-start" data-testid="token-secret-box">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{TOKEN_TEXT.secretTitle}</Alert.Title>
        <Alert.Description>{TOKEN_TEXT.secretWarning}</Alert.Description>
        <Code data-testid="token-secret" p="2" wordBreak="break-all" whiteSpace="normal" userSelect="all">
          {secret}
        </Code>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="primary" onClick={() => void copy()}>
            {copied ? TOKEN_TEXT.copied : TOKEN_TEXT.copy}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {TOKEN_TEXT.done}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
