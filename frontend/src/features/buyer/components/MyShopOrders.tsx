import { Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { useMyShopOrdersQuery } from '../../../graphql/documents/buyer';
import type { MyShopOrdersQuery } from '../../../graphql/generated';
import { BUYER_TEXT } from '../text';

type Order = MyShopOrdersQuery['myShopOrders'][number];
const C = BUYER_TEXT.columns;

const COLUMNS: Column<Order>[] = [
  {
    key: 'orderNo',
    header: C.orderNo,
    render: (o) => (
      <ChakraLink asChild color="primary.fg">
        <Link to={pathTo('store.order', { slug: o.storeSlug, orderNo: o.orderNo })}>{o.orderNo}</Link>
      </ChakraLink>
    ),
    sortValue: (o) => o.orderNo,
  },
  { key: 'store', header: C.store, render: (o) => o.storeName, sortValue: (o) => o.storeName },
  { key: 'date', header: C.date, render: (o) => <DateText value={o.createdAt} />, sortValue: (o) => o.createdAt },
  {
    key: 'amount',
    header: C.amount,
    numeric: true,
    render: (o) => <MoneyText value={o.amount} />,
    sortValue: (o) => o.amount,
  },
  {
    key: 'status',
    header: C.status,
    render: (o) => <StatusBadge list={ORDER_STATUS_LIST} value={o.status} />,
    sortValue: (o) => ORDER_STATUS_LIST.label(o.status),
  },
];

/** The buyer's storefront orders, newest first, each linking to its confirmation page. */
export function MyShopOrders() {
  const { data, loading, error, refetch } = useMyShopOrdersQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="2" data-testid="my-shop-orders">
      <Heading as="h2" size="md">
        {BUYER_TEXT.ordersTitle}
      </Heading>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={BUYER_TEXT.ordersLoadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <DataTable
          rows={data.myShopOrders}
          columns={COLUMNS}
          rowKey={(o) => o.orderNo}
          empty={BUYER_TEXT.ordersEmpty}
          rowTestId="shop-order-row"
        />
      ) : null}
    </Stack>
  );
}
