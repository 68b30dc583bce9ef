import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../lib/money-format';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.contract;

/**
 * An agent with no contract in force or waiting to start: says so plainly, what it means, and lets it ask ops for
 * one (once; while the request waits the card says when it was sent).
 */
export function ContractRequestCard({
  requestedAt,
  busy,
  onRequest,
}: {
  requestedAt: string | null;
  busy: boolean;
  onRequest: () => void;
}) {
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      p={{ base: '4', md: '6' }}
      data-testid="contract-none"
      role="region"
      aria-label={T.noneTitle}
    >
      <Heading as="h2" size="md">
        {T.noneTitle}
      </Heading>
      <Text>{T.noneBody}</Text>
      {requestedAt ? (
        <Text color="fg.muted" data-testid="contract-requested">
          {T.requested(formatDateTime(requestedAt))}
        </Text>
      ) : (
        <Button colorPalette="primary" alignSelf="flex-start" loading={busy} onClick={onRequest}>
          {T.request}
        </Button>
      )}
    </Stack>
  );
}
