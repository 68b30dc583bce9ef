import { codeList } from './code-list';

/**
 * Storefront order statuses (SPEC shows none; modelled on Shopline and ECPay's 商店後台). An order waits for
 * its payment (store code or ATM until the code expires), is paid, shipped and completed; an unpaid order can
 * be cancelled or expire, a paid one refunded. A declined card leaves the order FAILED with its stock returned.
 * An order shipped as a parcel follows it: picked up or delivered completes the order, a store parcel nobody
 * picked up comes back and leaves the order RETURNED, for the seller to refund.
 */
export const ORDER_STATUS_LIST = codeList(
  'OrderStatus',
  [
    { key: 'AWAITING_PAYMENT', code: 1, label: '待付款', tone: 'accent' },
    { key: 'PAID', code: 2, label: '已付款', tone: 'success' },
    { key: 'SHIPPED', code: 3, label: '已出貨', tone: 'primary' },
    { key: 'COMPLETED', code: 4, label: '已完成', tone: 'success' },
    { key: 'CANCELLED', code: 5, label: '已取消', tone: 'neutral' },
    { key: 'REFUNDED', code: 6, label: '已退款', tone: 'neutral' },
    { key: 'FAILED', code: 7, label: '付款失敗', tone: 'error' },
    { key: 'RETURNED', code: 8, label: '未取件退回', tone: 'error' },
  ],
  {
    1: [2, 5, 7],
    2: [3, 4, 6],
    3: [4, 6, 8],
    4: [6],
    8: [6],
  },
);

export const OrderStatus = ORDER_STATUS_LIST.values;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Statuses whose units are sold (they count against stock for good). */
export const SOLD_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.PAID,
  OrderStatus.SHIPPED,
  OrderStatus.COMPLETED,
  OrderStatus.RETURNED,
];
