import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CALLBACK_STATUS_LIST } from '@paydesk/shared/callback-statuses';
import { eventEntry } from '@paydesk/shared/event-catalogue';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { WebhookDeliveryFieldsFragment } from '../../../graphql/generated';
import { WEBHOOK_TEXT } from '../text';

type Delivery = WebhookDeliveryFieldsFragment;
const c = WEBHOOK_TEXT.columns;

function lastAnswer(d: Delivery): string {
  const last = d.attempts.at(-1);
  if (!last) return '-';
  const status = last.statusCode === null ? WEBHOOK_TEXT.noAnswer : `HTTP ${last.statusCode}`;
  const detail = last.answer ?? (last.ok ? null : last.error);
  return detail ? `${status}：${detail}` : status;
}

/** Deliveries with their event, endpoint, state, the last answer's first bytes, attempts and a resend. */
export function DeliveryTable({
  data,
  empty,
  busy,
  onResend,
  testId,
}: {
  data: readonly Delivery[];
  empty: string;
  busy: boolean;
  onResend: (delivery: Delivery) => void;
  testId: string;
}) {
  const columns: Column<Delivery>[] = [
    { key: 'createdAt', header: c.createdAt, render: (d) => <DateText value={d.createdAt} withTime /> },
    {
      key: 'event',
      header: c.event,
      render: (d) => (
        <Stack gap="0">
          <Text>{eventEntry(d.eventType)?.label ?? d.eventType}</Text>
          <Text fontFamily="mono" fontSize="xs" color="fg.muted">
            {d.eventId}
          </Text>
        </Stack>
      ),
    },
    { key: 'endpoint', header: c.endpoint, render: (d) => d.endpointUrl, wrap: true },
    { key: 'status', header: c.status, render: (d) => <StatusBadge list={CALLBACK_STATUS_LIST} value={d.status} /> },
    { key: 'answer', header: c.answer, render: (d) => lastAnswer(d), wrap: true },
    { key: 'attempts', header: c.attempts, render: (d) => d.attempts.length, numeric: true },
    {
      key: 'next',
      header: c.next,
      render: (d) => (d.nextAttemptAt ? <DateText value={d.nextAttemptAt} withTime /> : '-'),
    },
    {
      key: 'actions',
      header: c.actions,
      render: (d) => (
        <Button size="xs" variant="outline" disabled={busy} onClick={() => onResend(d)}>
          {WEBHOOK_TEXT.resend}
          <VisuallyHidden> {d.eventId}</VisuallyHidden>
        </Button>
      ),
    },
  ];
  return <DataTable rows={data} columns={columns} rowKey={(d) => d.id} empty={empty} tableTestId={testId} />;
}
