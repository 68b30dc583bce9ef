import { inlineParams } from '../../core/database/copy-out';
import {
  codeListSql,
  copyCsvSql,
  csvLabelSql,
  csvSelectSql,
  rangeLabelSql,
  type CsvExprs,
} from '../../core/database/csv-sql';
import { CSV_EXPORTS, csvHeader, type CsvFormat } from '@paydesk/shared/csv-exports';
import { PAY_TYPE_LIST, paymentDisplayOf, payTypeLabel } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { scopeClause, type SellerScope } from './seller-scope';

const COLUMNS = CSV_EXPORTS.transactions.columns;

/** The Excel format's header (written by Node, before PostgreSQL's rows). */
export const TRANSACTION_CSV_HEADER = csvHeader(COLUMNS, 'excel');

/** installments is a smallint: the display CASE is probed over every value it can hold. */
const SMALLINT = { min: -32768, max: 32767 } as const;

/**
 * The payment class column (paymentDisplayOf) as SQL: per listed pay type, the display over every installments
 * value, so an instalment threshold lives only in paymentDisplayOf.
 */
function paymentDisplaySql(): string {
  const display = (payType: number) => (installments: number) => paymentDisplayOf({ payType, installments }) ?? '';
  const whens = PAY_TYPE_LIST.entries.map(
    ({ code }) => `when ${code} then ${rangeLabelSql('t.installments', SMALLINT.min, SMALLINT.max, display(code))}`,
  );
  // NaN is no pay type: the display of a code outside the list.
  return `(case t.pay_type ${whens.join(' ')} else ${csvLabelSql(display(Number.NaN)(1))} end)`;
}

const PAY_TYPE_SQL = codeListSql('t.pay_type', PAY_TYPE_LIST.entries, payTypeLabel);
const STATUS_SQL = codeListSql('t.status', TRANSACTION_STATUS_LIST.entries, (code) =>
  TRANSACTION_STATUS_LIST.label(code),
);

/**
 * Each column's value, keyed as the shared column list names them (one rule per kind there). Built once at module
 * load from the shared lists, so a label changes in shared/src and nowhere else.
 */
const EXPRS: CsvExprs<'transactions'> = {
  trade_no: 't.trade_no',
  merchant_order_no: 't.merchant_order_no',
  merchant_name: 'm.name',
  item_name: 't.item_name',
  pay_type: PAY_TYPE_SQL,
  payment_type: paymentDisplaySql(),
  status: STATUS_SQL,
  amount: 't.amount',
  fee: 't.fee',
  refunded_amount: 't.refunded_amount',
  created_at: 't.created_at',
  paid_at: 't.paid_at',
  settle_due_at: 't.settle_due_at',
  mobile_barcode: 't.mobile_barcode',
  buyer_name: 't.buyer_name',
  buyer_email: 't.buyer_email',
};

const ROW_SELECT = {
  excel: `select ${csvSelectSql(COLUMNS, EXPRS, 'excel')} from payment_transaction t join merchant m on m.id = t.merchant_id`,
  raw: `select ${csvSelectSql(COLUMNS, EXPRS, 'raw')} from payment_transaction t join merchant m on m.id = t.merchant_id`,
};

/**
 * The COPY statement of an export: the scope's rows under the resolved filter (resolveFilter's where and
 * params), newest first as the list shows them. PostgreSQL writes every cell quoted; crlfRows makes the line ends
 * CRLF.
 */
export function transactionsCopySql(
  scope: SellerScope,
  where: string,
  params: readonly unknown[],
  format: CsvFormat = 'excel',
): string {
  const members = scopeClause(scope);
  const filter = inlineParams(`${members.sql} and ${where}`, [...members.params, ...params]);
  return copyCsvSql(`${ROW_SELECT[format]} where ${filter} order by t.created_at desc, t.id desc`);
}
