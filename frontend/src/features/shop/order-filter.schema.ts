import type { OrderStatus, ShopOrderFilter } from '../../graphql/generated';
import { TX_RULE_MESSAGES as M } from '@paydesk/shared/transaction-rules';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import * as yup from 'yup';

export interface OrderFilterValues {
  storeId: string;
  status: string;
  from: string;
  to: string;
  keyword: string;
}

export const orderFilterSchema = yup.object({
  from: yup.string(),
  to: yup.string().test('order', M.order, function order(v) {
    const from = (this.parent as OrderFilterValues).from;
    return !v || !from || v >= from;
  }),
});

export function toOrderFilter(v: OrderFilterValues): ShopOrderFilter {
  return {
    storeId: v.storeId ? Number(v.storeId) : null,
    status: (ORDER_STATUS_LIST.keyOf(v.status || null) as OrderStatus | undefined) ?? null,
    from: v.from || null,
    to: v.to || null,
    keyword: v.keyword.trim() || null,
  };
}
