import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import {
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useResendWebhookDeliveryMutation,
  useSendWebhookTestEventMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookDeliveriesQuery,
  useWebhookEndpointsQuery,
  useWebhookSecretMutation,
  useWebhookShopsQuery,
} from '../../../graphql/documents/webhooks';
import type { WebhookEndpointFieldsFragment as Endpoint } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { DeliveryTable } from '../components/DeliveryTable';
import { EndpointForm } from '../components/EndpointForm';
import { EndpointLog } from '../components/EndpointLog';
import { EndpointList, type EndpointAction } from '../components/EndpointList';
import { SecretBox } from '../components/SecretBox';
import { VerifyCode } from '../components/VerifyCode';
import type { EndpointValues } from '../webhook.schema';
import { WEBHOOK_TEXT } from '../text';

const toInput = (v: EndpointValues, enabled?: boolean) => ({
  url: v.url,
  description: v.description || null,
  merchantId: v.merchantId ? Number(v.merchantId) : null,
  events: v.events,
  ...(enabled === undefined ? {} : { enabled }),
});
const valuesOf = (e: Endpoint): EndpointValues => ({
  url: e.url,
  description: e.description ?? '',
  merchantId: e.merchantId ? String(e.merchantId) : '',
  events: [...e.events],
});

/** /auth/member/webhooks: endpoints, their secrets, the log of each, the failing deliveries, resends and test events. */
export function WebhooksView() {
  const endpoints = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  // An assistant without the shop list still sets endpoints for every shop.
  const shops = useWebhookShopsQuery({ errorPolicy: 'all' }).data?.merchants ?? [];
  const failing = useWebhookDeliveriesQuery({ variables: { failingOnly: true }, fetchPolicy: 'cache-and-network' });
  const failingMore = useMorePages(failing.fetchMore, failing.data?.webhookDeliveries, 'webhookDeliveries');
  const [logOf, setLogOf] = useState<Endpoint | null>(null);
  const refetch = { refetchQueries: [WebhookEndpointsDocument, WebhookDeliveriesDocument] };
  const [create] = useCreateWebhookEndpointMutation(refetch);
  const [update] = useUpdateWebhookEndpointMutation(refetch);
  const [remove] = useDeleteWebhookEndpointMutation(refetch);
  const [secretOf] = useWebhookSecretMutation();
  const [resend] = useResendWebhookDeliveryMutation(refetch);
  const [sendTest] = useSendWebhookTestEventMutation(refetch);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'remove' | 'rotate'; endpoint: Endpoint } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one action; its payload's message is the toast, success or not. */
  const act = async (run: () => Promise<{ success: boolean; message: string } | undefined>) => {
    setBusy(true);
    try {
      const payload = await run();
      if (payload) showToast(payload.message, payload.success ? 'success' : 'error');
    } catch {
      showToast(WEBHOOK_TEXT.saveError, 'error');
    } finally {
      setBusy(false);
    }
  };

  const resendOne = (d: { id: number }) =>
    void act(async () => (await resend({ variables: { id: d.id } })).data?.resendWebhookDelivery);

  const submit = async (values: EndpointValues) => {
    try {
      if (editing) {
        const payload = (await update({ variables: { id: editing.id, input: toInput(values) } })).data
          ?.updateWebhookEndpoint;
        if (payload?.success) {
          showToast(payload.message, 'success');
          setEditing(null);
          return [];
        }
        return payload?.errors.length ? payload.errors : [{ message: WEBHOOK_TEXT.saveError }];
      }
      const payload = (await create({ variables: { input: toInput(values) } })).data?.createWebhookEndpoint;
      if (payload?.success && payload.endpoint && payload.secret) {
        showToast(payload.message, 'success');
        setSecret({ url: payload.endpoint.url, secret: payload.secret });
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: WEBHOOK_TEXT.saveError }];
    } catch {
      return [{ message: WEBHOOK_TEXT.saveError }];
    }
  };

  const onAction = (e: Endpoint, action: EndpointAction) => {
    if (action === 'edit') setEditing(e);
    else if (action === 'log') setLogOf(e);
    else if (action === 'remove' || action === 'rotate') setConfirm({ kind: action, endpoint: e });
    else if (action === 'toggle')
      void act(
        async () =>
          (await update({ variables: { id: e.id, input: toInput(valuesOf(e), !e.enabled) } })).data
            ?.updateWebhookEndpoint,
      );
    else if (action === 'test')
      void act(async () => {
        setLogOf(e);
        return (await sendTest({ variables: { endpointId: e.id } })).data?.sendWebhookTestEvent;
      });
    else
      void act(async () => {
        const payload = (await secretOf({ variables: { id: e.id, rotate: false } })).data?.webhookSecret;
        if (payload?.secret) setSecret({ url: e.url, secret: payload.secret });
        return payload?.success ? undefined : payload;
      });
  };

  const confirmed = async () => {
    if (!confirm) return;
    const { kind, endpoint } = confirm;
    await act(async () => {
      if (kind === 'remove') {
        if (logOf?.id === endpoint.id) setLogOf(null);
        return (await remove({ variables: { id: endpoint.id } })).data?.deleteWebhookEndpoint;
      }
      const payload = (await secretOf({ variables: { id: endpoint.id, rotate: true } })).data?.webhookSecret;
      if (payload?.secret) setSecret({ url: endpoint.url, secret: payload.secret });
      return payload;
    });
    setConfirm(null);
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {WEBHOOK_TEXT.title}
        </Heading>
        <Text color="fg.muted">{WEBHOOK_TEXT.lead}</Text>
      </Stack>
      {secret ? <SecretBox url={secret.url} secret={secret.secret} onHide={() => setSecret(null)} /> : null}
      <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          {editing ? WEBHOOK_TEXT.editTitle : WEBHOOK_TEXT.createTitle}
        </Heading>
        <EndpointForm
          shops={shops}
          initial={editing ? valuesOf(editing) : undefined}
          onSubmit={submit}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {WEBHOOK_TEXT.listTitle}
        </Heading>
        {endpoints.error && !endpoints.data ? (
          <LoadError message={WEBHOOK_TEXT.loadError} onRetry={() => endpoints.refetch()} />
        ) : !endpoints.data ? (
          <ListSkeleton />
        ) : (
          <EndpointList data={endpoints.data.webhookEndpoints} busy={busy} onAction={onAction} />
        )}
      </Stack>
      {logOf ? <EndpointLog endpoint={logOf} busy={busy} onResend={resendOne} /> : null}
      <Stack gap="3">
        <Heading as="h2" size="md">
          {WEBHOOK_TEXT.failingTitle}
        </Heading>
        <Text color="fg.muted">{WEBHOOK_TEXT.failingLead}</Text>
        <DeliveryTable
          data={failing.data?.webhookDeliveries.items ?? []}
          empty={WEBHOOK_TEXT.failingEmpty}
          busy={busy}
          onResend={resendOne}
          testId="webhook-failing"
        />
        <LoadMore {...failingMore} shown={failing.data?.webhookDeliveries.items.length ?? 0} />
      </Stack>
      <VerifyCode />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'remove' ? WEBHOOK_TEXT.removeTitle : WEBHOOK_TEXT.rotateTitle}
        message={
          confirm?.kind === 'remove' ? WEBHOOK_TEXT.removeMessage(confirm.endpoint.url) : WEBHOOK_TEXT.rotateMessage
        }
        confirmLabel={confirm?.kind === 'remove' ? WEBHOOK_TEXT.remove : WEBHOOK_TEXT.rotate}
        tone="error"
        busy={busy}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}
