import { inlineParams } from '../../core/database/copy-out';
import { codeListSql, copyCsvSql, csvSelectSql, type CsvExprs } from '../../core/database/csv-sql';
import { CSV_EXPORTS, type CsvFormat } from '@paydesk/shared/csv-exports';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { PAY_TYPE_LIST, payTypeLabel } from '@paydesk/shared/pay-types';

const COLUMNS = CSV_EXPORTS.shopOrders.columns;

/** Each column of the order export over o (the order), s (its store) and t (its payment), labels from the lists. */
const EXPRS: CsvExprs<'shopOrders'> = {
  order_no: 'o.order_no',
  store_name: 's.name',
  status: codeListSql('o.status', ORDER_STATUS_LIST.entries, (code) => ORDER_STATUS_LIST.label(code)),
  buyer_name: 'o.buyer_name',
  buyer_email: 'o.buyer_email',
  buyer_mobile: 'o.buyer_mobile',
  delivery_method: codeListSql('o.delivery_method', DELIVERY_METHOD_LIST.entries, (code) =>
    DELIVERY_METHOD_LIST.label(code),
  ),
  delivery_address: 'o.delivery_address',
  pay_type: codeListSql('o.pay_type', PAY_TYPE_LIST.entries, payTypeLabel),
  amount: 'o.amount',
  refunded_amount: 'coalesce(t.refunded_amount, 0)',
  // name×quantity, joined by a full-width semicolon, in the order the order page lists them.
  items: `(select string_agg(i.name || '×' || i.quantity, '；' order by i.product_id)
             from shop_order_item i where i.order_id = o.id)`,
  created_at: 'o.created_at',
  paid_at: 'o.paid_at',
};

const FROM =
  'from shop_order o join store s on s.id = o.store_id left join payment_transaction t on t.id = o.transaction_id';

const SELECT = {
  excel: `select ${csvSelectSql(COLUMNS, EXPRS, 'excel')} ${FROM}`,
  raw: `select ${csvSelectSql(COLUMNS, EXPRS, 'raw')} ${FROM}`,
};

/** The order export as one COPY: every order the desk's filter matches (no cap), newest first. */
export function ordersCopySql(where: string, params: readonly unknown[], format: CsvFormat): string {
  return copyCsvSql(`${SELECT[format]} where ${inlineParams(where, params)} order by o.created_at desc, o.id desc`);
}
