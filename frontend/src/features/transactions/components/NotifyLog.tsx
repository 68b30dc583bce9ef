import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText } from '../../../components/MoneyText';
import { CALLBACK_STATUS_LIST } from '@paydesk/shared/callback-statuses';
import { ToneBadge } from '../../../components/StatusBadge';
import type { NotifyLogFieldsFragment } from '../../../graphql/generated';
import { TX_TEXT } from '../text';

type Attempt = NotifyLogFieldsFragment['attempts'][number];
const T = TX_TEXT.notify;

const COLUMNS: Column<Attempt>[] = [
  { key: 'attempt', header: T.attempt, numeric: true, render: (a) => a.attempt, sortValue: (a) => a.attempt },
  { key: 'at', header: T.at, render: (a) => <DateText value={a.at} withTime />, sortValue: (a) => a.at },
  { key: 'code', header: T.statusCode, numeric: true, render: (a) => a.statusCode ?? '-' },
  {
    key: 'result',
    header: T.result,
    render: (a) => <ToneBadge tone={a.ok ? 'success' : 'error'} label={a.ok ? T.ok : (a.error ?? T.failed)} />,
  },
];

/**
 * The shop's paid callback of one payment: its state, when it is tried again, every attempt (time, the shop
 * server's status code, why it failed), and 重新發送 for a shop that has a notify URL.
 */
export function NotifyLog({
  log,
  resending,
  onResend,
}: {
  log: NotifyLogFieldsFragment;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <Stack gap="2" data-testid="notify-log">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold">{T.title}</Text>
          <ToneBadge tone={CALLBACK_STATUS_LIST.tone(log.status)} label={log.statusLabel} />
          {log.nextAttemptAt ? (
            <Text fontSize="sm" color="fg.muted">
              {T.next} <DateText value={log.nextAttemptAt} withTime />
            </Text>
          ) : null}
        </HStack>
        {log.status === 'NONE' ? null : (
          <Button size="sm" variant="outline" loading={resending} onClick={onResend}>
            {T.resend}
          </Button>
        )}
      </HStack>
      {log.status === 'NONE' ? (
        <Text fontSize="sm" color="fg.muted">
          {T.noUrl}
        </Text>
      ) : (
        <DataTable
          rows={log.attempts}
          columns={COLUMNS}
          rowKey={(a) => a.attempt}
          empty={T.noAttempts}
          pageSize={Infinity}
          rowTestId="notify-attempt"
        />
      )}
    </Stack>
  );
}
