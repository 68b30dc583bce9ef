import { Heading, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@paydesk/shared/webhook-rules';
import { Code } from '../../../components/chakra/code';
import { WEBHOOK_TEXT } from '../text';

/** How a receiver checks a webhook: the scheme, the retry rule and the verifiers the gateway's tests run. */
export function VerifyCode() {
  const block = (title: string, code: string) => (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Code as="pre" p="3" overflowX="auto" whiteSpace="pre" display="block" tabIndex={0}>
        {code}
      </Code>
    </Stack>
  );
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {WEBHOOK_TEXT.verifyTitle}
      </Heading>
      <Text color="fg.muted">{WEBHOOK_TEXT.verifyLead}</Text>
      <Text color="fg.muted">{WEBHOOK_TEXT.retryRule}</Text>
      {block(WEBHOOK_TEXT.verifyNode, WEBHOOK_VERIFY_NODE)}
      {block(WEBHOOK_TEXT.verifyPython, WEBHOOK_VERIFY_PYTHON)}
    </Stack>
  );
}
