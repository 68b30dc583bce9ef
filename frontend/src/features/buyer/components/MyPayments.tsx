import { DateText, MoneyText } from '../../../components/MoneyText';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { ToneBadge } from '../../../components/StatusBadge';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useMyPaymentsQuery } from '../../../graphql/documents/payment-links';
import type { MyPaymentsQuery } from '../../../graphql/generated';
import { BUYER_TEXT } from '../text';

type Payment = MyPaymentsQuery['myPayments']['items'][number];

/** The columns of a buyer's payment list (the buyer area's and a personal member's purchases). */
const T = BUYER_TEXT.payments;

export const BUYER_PAYMENT_COLUMNS: Column<Payment>[] = [
  {
    key: 'at',
    header: T.at,
    render: (p) => <DateText value={p.createdAt} withTime />,
    sortValue: (p) => p.createdAt,
  },
  { key: 'shop', header: T.shop, render: (p) => p.merchantName, sortValue: (p) => p.merchantName },
  {
    key: 'item',
    header: T.item,
    render: (p) => (
      <>
        {p.itemName || '-'}
        {p.recurring ? <ToneBadge tone="primary" label={BUYER_TEXT.recurring} ms="2" /> : null}
      </>
    ),
  },
  { key: 'payType', header: T.payType, render: (p) => p.payTypeLabel, sortValue: (p) => p.payTypeLabel },
  { key: 'status', header: T.status, render: (p) => p.statusLabel, sortValue: (p) => p.statusLabel },
  {
    key: 'amount',
    header: T.amount,
    numeric: true,
    render: (p) => <MoneyText value={p.amount} />,
    sortValue: (p) => p.amount,
  },
  {
    key: 'refund',
    header: T.refund,
    numeric: true,
    render: (p) =>
      p.refundedAmount > 0 ? (
        <Stack gap="0" align="flex-end">
          <MoneyText value={p.refundedAmount} />
          {p.refundedAt ? <DateText value={p.refundedAt} withTime /> : null}
          {p.refundReason ? (
            <Text fontSize="xs" color="fg.muted">
              {T.refundReason(p.refundReason)}
            </Text>
          ) : null}
        </Stack>
      ) : (
        '-'
      ),
    sortValue: (p) => p.refundedAmount,
  },
];

/** The buyer area's payment history (payments made while signed in as a buyer), newest first, a page at a time. */
export function MyPayments() {
  const { data, loading, error, refetch, fetchMore } = useMyPaymentsQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.myPayments, 'myPayments');
  return (
    <Stack gap="2" data-testid="my-payments">
      <Heading as="h2" size="md">
        {T.title}
      </Heading>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={T.loadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <>
          <DataTable
            rows={data.myPayments.items}
            columns={BUYER_PAYMENT_COLUMNS}
            rowKey={(p) => p.tradeNo}
            empty={T.empty}
          />
          <LoadMore {...more} shown={data.myPayments.items.length} />
        </>
      ) : null}
    </Stack>
  );
}
