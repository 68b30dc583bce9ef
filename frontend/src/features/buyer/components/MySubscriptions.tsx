import { Button, Heading, Stack } from '@chakra-ui/react';
import { SUBSCRIPTION_STATUS_LIST } from '@paydesk/shared/period-rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { subscriptionColumns } from '../../../components/SubscriptionColumns';
import { useCancelMySubscriptionMutation, useMySubscriptionsQuery } from '../../../graphql/documents/buyer';
import type { MySubscriptionsQuery } from '../../../graphql/generated';
import { DASH } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { BUYER_TEXT } from '../text';

type Subscription = MySubscriptionsQuery['mySubscriptions']['items'][number];
const C = BUYER_TEXT.subscriptionColumns;

function columns(onCancel: (s: Subscription) => void): Column<Subscription>[] {
  return [
    ...subscriptionColumns<Subscription>({
      party: { key: 'merchant', header: C.merchant, value: (s) => s.merchantName },
    }),
    {
      key: 'actions',
      header: C.actions,
      render: (s) =>
        SUBSCRIPTION_STATUS_LIST.canMove(s.status, 'CANCELLED') ? (
          <Button size="xs" variant="outline" colorPalette="error" onClick={() => onCancel(s)}>
            {BUYER_TEXT.cancelSubscription}
          </Button>
        ) : (
          DASH
        ),
    },
  ];
}

/** 我的定期定額: the buyer's subscriptions with status and next charge; a running one can be cancelled. */
export function MySubscriptions() {
  const { data, loading, error, refetch, fetchMore } = useMySubscriptionsQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.mySubscriptions, 'mySubscriptions');
  const [cancel, { loading: cancelling }] = useCancelMySubscriptionMutation();
  const [asking, setAsking] = useState<Subscription | null>(null);
  const confirm = async () => {
    if (!asking) return;
    const res = await cancel({ variables: { subNo: asking.subNo } }).catch(() => null);
    const payload = res?.data?.cancelMySubscription;
    if (payload?.subscription) showToast(BUYER_TEXT.cancelled, 'success');
    else showToast(payload?.errors[0]?.message ?? BUYER_TEXT.cancelFailed, 'error');
    setAsking(null);
    await refetch();
  };
  return (
    <Stack gap="2" data-testid="my-subscriptions">
      <Heading as="h2" size="md">
        {BUYER_TEXT.subscriptionsTitle}
      </Heading>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={BUYER_TEXT.subscriptionsLoadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <>
          <DataTable
            rows={data.mySubscriptions.items}
            columns={columns(setAsking)}
            rowKey={(s) => s.subNo}
            empty={BUYER_TEXT.subscriptionsEmpty}
            rowTestId="my-subscription-row"
          />
          <LoadMore {...more} shown={data.mySubscriptions.items.length} />
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={BUYER_TEXT.cancelTitle}
        message={asking ? BUYER_TEXT.cancelMessage(asking.planTitle) : ''}
        confirmLabel={BUYER_TEXT.cancelSubscription}
        tone="error"
        busy={cancelling}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
