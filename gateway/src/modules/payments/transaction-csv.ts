import { inlineParams } from '../../core/database/copy-out';
import { codeLabelSql, csvLabelSql, csvLongNumberSql, csvTextSql, rangeLabelSql } from '../../core/database/csv-sql';
import { taipeiDateTimeSql } from '../../core/database/taipei-sql';
import { PAY_TYPE_LIST, paymentDisplayOf, payTypeLabel } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { scopeClause, type SellerScope } from './seller-scope';

/** The export's header (written by Node, before PostgreSQL's rows). */
export const TRANSACTION_CSV_HEADER = [
  '交易序號',
  '商店訂單編號',
  '商店',
  '品名',
  '付款方式',
  // SPEC §3 alternate display code (CREDIT, Inst, ATM, CVS, ICASH …), empty for types the mapping does not name.
  '付款類別',
  '狀態',
  '金額',
  '手續費',
  '已退款',
  '建立時間',
  '付款時間',
  '預計撥款日',
  '手機條碼',
];

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

const PAY_TYPE_SQL = codeLabelSql(
  't.pay_type',
  PAY_TYPE_LIST.entries.map((e) => e.code),
  payTypeLabel,
);
const STATUS_SQL = codeLabelSql(
  't.status',
  TRANSACTION_STATUS_LIST.entries.map((e) => e.code),
  (code) => TRANSACTION_STATUS_LIST.label(code),
);

/**
 * One row of the file, in TRANSACTION_CSV_HEADER's order. Built once at module load from the shared lists, so a
 * label changes in shared/src and nowhere else. Taiwan times start with a digit: they need no formula guard.
 */
const ROW_SELECT = `select ${csvLongNumberSql('t.trade_no')}, ${csvLongNumberSql('t.merchant_order_no')},
    ${csvTextSql('m.name')}, ${csvTextSql('t.item_name')}, ${PAY_TYPE_SQL}, ${paymentDisplaySql()}, ${STATUS_SQL},
    t.amount, t.fee, t.refunded_amount,
    ${taipeiDateTimeSql('t.created_at')}, ${taipeiDateTimeSql('t.paid_at')}, ${taipeiDateTimeSql('t.settle_due_at')},
    ${csvTextSql('t.mobile_barcode')}
  from payment_transaction t join merchant m on m.id = t.merchant_id`;

/**
 * The COPY statement of an export: the scope's rows under the resolved filter (resolveFilter's where and
 * params), newest first as the list shows them. PostgreSQL writes every cell quoted; crlfRows makes the line ends
 * CRLF.
 */
export function transactionsCopySql(scope: SellerScope, where: string, params: readonly unknown[]): string {
  const members = scopeClause(scope);
  const filter = inlineParams(`${members.sql} and ${where}`, [...members.params, ...params]);
  return `copy (${ROW_SELECT} where ${filter} order by t.created_at desc, t.id desc)
    to stdout with (format csv, force_quote *, encoding 'UTF8')`;
}
