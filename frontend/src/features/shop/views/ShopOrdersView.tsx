import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { buildUrl } from '../../../lib/http';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  useCancelShopOrderMutation,
  useCompleteShopOrderMutation,
  useRefundShopOrderMutation,
  useShopOrdersQuery,
  useStoresQuery,
} from '../../../graphql/documents/shop';
import type { ShopOrderFieldsFragment } from '../../../graphql/generated';
import type { ServerError } from '../../../lib/form-errors';
import { formatMoney, newIdempotencyKey } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import type { OrderAction } from '../components/OrderActions';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { ParcelCell } from '../components/OrderParcel';
import { OrderFilters } from '../components/OrderFilters';
import { toOrderFilter, type OrderFilterValues } from '../order-filter.schema';
import { ORDER_TEXT, SHOP_TEXT } from '../text';
import { PageFrame } from '../../../components/PageFrame';
import { useCanAct } from '../../../components/ActionRight';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';

const NO_FILTER: OrderFilterValues = { storeId: '', status: '', from: '', to: '', keyword: '' };

type Order = ShopOrderFieldsFragment;
type Answer = { order: Order | null; errors: readonly ServerError[] };

function columns(onOpen: (o: Order) => void, canManage: boolean): Column<Order>[] {
  const c = ORDER_TEXT.columns;
  return [
    {
      key: 'at',
      header: c.createdAt,
      render: (o) => <DateText value={o.createdAt} withTime />,
      sortValue: (o) => o.createdAt,
    },
    {
      key: 'orderNo',
      header: c.orderNo,
      sortValue: (o) => o.orderNo,
      // The row opens on click; the button makes the same step reachable by keyboard.
      render: (o) => (
        <Button
          variant="plain"
          size="sm"
          p="0"
          h="auto"
          color="primary.fg"
          aria-label={ORDER_TEXT.open(o.orderNo)}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(o);
          }}
        >
          {o.orderNo}
        </Button>
      ),
    },
    { key: 'store', header: c.store, render: (o) => o.storeName, sortValue: (o) => o.storeName },
    { key: 'buyer', header: c.buyer, render: (o) => o.buyerName, sortValue: (o) => o.buyerName },
    { key: 'payType', header: c.payType, render: (o) => PAY_TYPE_LIST.label(o.payType) },
    {
      key: 'status',
      header: c.status,
      render: (o) => <StatusBadge list={ORDER_STATUS_LIST} value={o.status} />,
      sortValue: (o) => ORDER_STATUS_LIST.byKey(o.status)?.code,
    },
    { key: 'parcel', header: c.parcel, render: (o) => <ParcelCell order={o} canManage={canManage} /> },
    {
      key: 'amount',
      header: c.amount,
      numeric: true,
      render: (o) => <MoneyText value={o.amount} />,
      sortValue: (o) => o.amount,
    },
  ];
}

/** The seller's moves on one order; a refund carries a key so a retried request never refunds twice. */
function useOrderActions(onDone: (order: Order) => void) {
  const [cancel] = useCancelShopOrderMutation();
  const [complete] = useCompleteShopOrderMutation();
  const [refund] = useRefundShopOrderMutation();
  const [refundKey, setRefundKey] = useState(newIdempotencyKey);
  return async (orderNo: string, action: OrderAction): Promise<readonly ServerError[]> => {
    let answer: Answer | undefined;
    try {
      if (action.kind === 'refund') {
        const { restock, reason, note } = action;
        const input = { orderNo, restock, reason, note, idempotencyKey: refundKey };
        answer = (await refund({ variables: { input } })).data?.refundShopOrder;
        // The server answered: the next refund is a new request. A failed request keeps its key for the retry.
        setRefundKey(newIdempotencyKey());
      } else if (action.kind === 'cancel') {
        answer = (await cancel({ variables: { orderNo } })).data?.cancelShopOrder;
      } else {
        answer = (await complete({ variables: { orderNo } })).data?.completeShopOrder;
      }
    } catch {
      return [{ field: null, message: SHOP_TEXT.saveFailed }];
    }
    if (answer?.order) {
      showToast(ORDER_TEXT.done[action.kind], 'success');
      onDone(answer.order);
      return [];
    }
    return answer?.errors.length ? answer.errors : [{ field: null, message: SHOP_TEXT.saveFailed }];
  };
}

/** The order export with the filters on screen (GET /api/shop/orders.csv). */
function csvUrl(values: OrderFilterValues): string {
  const f = toOrderFilter(values);
  return buildUrl('/api/shop/orders.csv', {
    storeId: f.storeId,
    status: f.status,
    from: f.from,
    to: f.to,
    keyword: f.keyword,
  });
}

/** /auth/shop/transaction: store orders with filters, the detail drawer and the seller's moves. */
export function ShopOrdersView() {
  const [values, setValues] = useState(NO_FILTER);
  const [open, setOpen] = useState<Order | null>(null);
  const stores = useStoresQuery();
  const orders = useShopOrdersQuery({ variables: { filter: toOrderFilter(values) }, fetchPolicy: 'cache-and-network' });
  const canManage = useCanAct(ACTION_KEYS.manageShopOrders);
  const act = useOrderActions((order) => {
    setOpen(order);
    void orders.refetch();
  });
  const page = orders.data?.shopOrders;
  const more = useMorePages(orders.fetchMore, page, 'shopOrders');
  const rows = page?.items;
  const total = rows?.reduce((sum, o) => sum + o.amount, 0) ?? 0;
  return (
    <PageFrame
      title={ORDER_TEXT.title}
      action={
        <Button asChild size="sm" variant="outline">
          <a href={csvUrl(values)} download>
            {ORDER_TEXT.exportCsv}
          </a>
        </Button>
      }
    >
      <OrderFilters
        data={{ values, stores: (stores.data?.stores ?? []).map((s) => ({ id: s.id, name: s.name })) }}
        onSubmit={(v) => {
          setOpen(null);
          setValues(v);
        }}
      />
      {orders.loading && !rows ? <ListSkeleton /> : null}
      {orders.error && !rows ? <LoadError message={SHOP_TEXT.loadError} onRetry={() => orders.refetch()} /> : null}
      {rows ? (
        <Stack gap="3">
          {/* The sum is of the rows on screen, so it is shown once the list is complete. */}
          {rows.length && !page?.hasNextPage ? (
            <Text color="fg.muted">{ORDER_TEXT.total(rows.length, formatMoney(total))}</Text>
          ) : null}
          <DataTable
            rows={rows}
            columns={columns(setOpen, canManage)}
            rowKey={(o) => o.orderNo}
            empty={<EmptyState message={ORDER_TEXT.empty} />}
            onRowClick={setOpen}
            rowTestId="order-row"
          />
          <LoadMore {...more} shown={rows.length} />
        </Stack>
      ) : null}
      {open ? (
        <OrderDetailDrawer
          key={open.orderNo}
          order={open}
          onAction={canManage ? (action) => act(open.orderNo, action) : undefined}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </PageFrame>
  );
}
