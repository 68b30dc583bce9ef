import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Alert } from '../../../components/chakra/alert';
import { Code } from '../../../components/chakra/code';
import { WEBHOOK_TEXT } from '../text';

/** An endpoint's signing secret, shown on request: the value to copy and a button that hides it again. */
export function SecretBox({ url, secret, onHide }: { url: string; secret: string; onHide: () => void }) {
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
    <Alert.Root status="warning" alignItems="flex-start" data-testid="webhook-secret-box">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>
          {WEBHOOK_TEXT.secretTitle}：{url}
        </Alert.Title>
        <Alert.Description>{WEBHOOK_TEXT.secretWarning}</Alert.Description>
        <Code data-testid="webhook-secret" p="2" wordBreak="break-all" whiteSpace="normal" userSelect="all">
          {secret}
        </Code>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="primary" onClick={() => void copy()}>
            {copied ? WEBHOOK_TEXT.copied : WEBHOOK_TEXT.copy}
          </Button>
          <Button size="sm" variant="outline" onClick={onHide}>
            {WEBHOOK_TEXT.hide}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
