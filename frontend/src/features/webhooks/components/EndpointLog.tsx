import { Heading, Stack } from '@chakra-ui/react';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { useWebhookDeliveriesQuery } from '../../../graphql/documents/webhooks';
import type { WebhookDeliveryFieldsFragment } from '../../../graphql/generated';
import { WEBHOOK_TEXT } from '../text';
import { DeliveryTable } from './DeliveryTable';

/** One endpoint's latest deliveries; mounted only while shown, so a refetch after an action never runs it empty. */
export function EndpointLog({
  endpoint,
  busy,
  onResend,
}: {
  endpoint: { id: number; url: string };
  busy: boolean;
  onResend: (delivery: WebhookDeliveryFieldsFragment) => void;
}) {
  const log = useWebhookDeliveriesQuery({ variables: { endpointId: endpoint.id }, fetchPolicy: 'cache-and-network' });
  const more = useMorePages(log.fetchMore, log.data?.webhookDeliveries, 'webhookDeliveries');
  const rows = log.data?.webhookDeliveries.items ?? [];
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {WEBHOOK_TEXT.logTitle(endpoint.url)}
      </Heading>
      <DeliveryTable data={rows} empty={WEBHOOK_TEXT.logEmpty} busy={busy} onResend={onResend} testId="webhook-log" />
      <LoadMore {...more} shown={rows.length} />
    </Stack>
  );
}
