import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert } from '../../../components/LoadState';
import { Badge, Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../components/chakra/input';
import { useCallback, useEffect, useState } from 'react';
import { getAppEnv } from '../../../lib/env';
import { get } from '../../../lib/http';
import { DEV_MAILBOX_TEXT as TEXT } from '../text';

interface OutboxMessage {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  createdAt: string;
}

// Links inside mails become clickable so a reset link can be followed in a browser test.
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <Text whiteSpace="pre-wrap" fontSize="sm">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} style={{ color: 'var(--chakra-colors-primary-fg)', textDecoration: 'underline' }}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

/** /dev/mailbox (local, test, sandbox): reads the outbox the gateway writes when no SMTP is configured. */
export function DevMailboxView() {
  const [to, setTo] = useState('');
  const [state, setState] = useState<{ loading: boolean; error: boolean; items: OutboxMessage[] }>({
    loading: true,
    error: false,
    items: [],
  });
  const fetchMail = useCallback((recipient: string) => {
    get<{ data: OutboxMessage[] }>('/api/dev/outbox', { to: recipient || undefined }, { silent: true })
      .then((res) => setState({ loading: false, error: false, items: res.data }))
      .catch(() => setState({ loading: false, error: true, items: [] }));
  }, []);
  const load = (recipient: string) => {
    setState((s) => ({ ...s, loading: true, error: false }));
    fetchMail(recipient);
  };
  // The first load starts in the loading state already; only its answer sets state.
  useEffect(() => fetchMail(''), [fetchMail]);

  return (
    <Box w="full" maxW="3xl" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 4, md: 8 }}>
      <Heading as="h1" size="2xl">
        {TEXT.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {TEXT.subtitle}
      </Text>
      {getAppEnv() === 'sandbox' ? (
        <Text fontSize="sm" mb="2">
          {TEXT.sandboxHint}
        </Text>
      ) : null}
      <HStack mb="4">
        <Input
          aria-label={TEXT.filter}
          placeholder={TEXT.filterPlaceholder}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button onClick={() => load(to.trim())} loading={state.loading}>
          {TEXT.refresh}
        </Button>
      </HStack>
      {state.loading ? <Spinner /> : null}
      {state.error ? <FormErrorAlert message={TEXT.error} /> : null}
      {!state.loading && !state.error && state.items.length === 0 ? <EmptyState message={TEXT.empty} /> : null}
      <Stack gap="3">
        {state.items.map((m) => (
          <Box key={m.id} borderWidth="1px" borderRadius="md" p="3" data-testid="outbox-message">
            <HStack justify="space-between" mb="1" wrap="wrap">
              <HStack>
                <Badge>{m.channel === 'mail' ? TEXT.mail : TEXT.sms}</Badge>
                <Text fontWeight="semibold">{m.subject}</Text>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {m.recipient}・{new Date(m.createdAt).toLocaleString('zh-TW', { hour12: false })}
              </Text>
            </HStack>
            <Linkified text={m.bodyText} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
