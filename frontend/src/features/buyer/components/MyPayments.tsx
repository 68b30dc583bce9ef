import { DateText, MoneyText } from '../../../components/MoneyText';
import { Heading, Stack } from '@chakra-ui/react';
import { DataTable, type Column } from '../../../components/DataTable';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useMyPaymentsQuery } from '../../../graphql/documents/payment-links';
import type { MyPaymentsQuery } from '../../../graphql/generated';

type Payment = MyPaymentsQuery['myPayments'][number];

/** The columns of a buyer's payment list (the buyer area's and a personal member's purchases). */
export const BUYER_PAYMENT_COLUMNS: Column<Payment>[] = [
  {
    key: 'at',
    header: '時間',
    render: (p) => <DateText value={p.createdAt} withTime />,
    sortValue: (p) => p.createdAt,
  },
  { key: 'shop', header: '商店', render: (p) => p.merchantName, sortValue: (p) => p.merchantName },
  { key: 'item', header: '品名', render: (p) => p.itemName || '-' },
  { key: 'payType', header: '付款方式', render: (p) => p.payTypeLabel, sortValue: (p) => p.payTypeLabel },
  { key: 'status', header: '狀態', render: (p) => p.statusLabel, sortValue: (p) => p.statusLabel },
  {
    key: 'amount',
    header: '金額',
    numeric: true,
    render: (p) => <MoneyText value={p.amount} />,
    sortValue: (p) => p.amount,
  },
];

/** The buyer area's payment history (payments made while signed in as a buyer), newest first. */
export function MyPayments() {
  const { data, loading, error, refetch } = useMyPaymentsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="2" data-testid="my-payments">
      <Heading as="h2" size="md">
        我的付款紀錄
      </Heading>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message="付款紀錄暫時無法載入" onRetry={() => refetch()} /> : null}
      {data ? (
        <DataTable
          rows={data.myPayments}
          columns={BUYER_PAYMENT_COLUMNS}
          rowKey={(p) => p.tradeNo}
          empty="尚無付款紀錄"
        />
      ) : null}
    </Stack>
  );
}
