import { TOKEN_ENV } from './api-reference';
import { EARLIEST_TX_DATE } from './transaction-rules';
import type { PermissionKey } from './permission-catalogue';
import type { TokenScope } from './token-scopes';

/**
 * Every CSV export of the gateway: its path, the token scope and permission that open it, its filters and its
 * columns. The gateway writes each file from these columns (header and cell rules per kind) and the developer page
 * lists them, so the documented header row is the one in the file. Imports only import-free shared constants.
 *
 * Two formats share one switch (`?format=raw`, or `Accept: text/csv; profile=raw`):
 * - `excel` (the default): UTF-8 with BOM, zh-TW headers, long numbers and phone numbers as the formula ="…" so a
 *   spreadsheet keeps all their digits and leading zeros, times as 'YYYY/MM/DD HH:mm', formula characters guarded.
 * - `raw`, for programs: no BOM, snake_case headers, every cell quoted and exactly its text (no ="…", no guard),
 *   times ISO 8601 with seconds and +08:00, dates YYYY-MM-DD, amounts integers TWD, and a status or kind as its
 *   stable code (`PAID`, `SHIPPED`; the codes and their labels: csv-codes.ts), never the zh-TW label.
 * Both formats have the same columns in the same order (ADR 0049: no `_label` column beside a code).
 */

/** How a column's value is written. */
export type CsvColumnKind =
  /** A long number or code that must stay text (trade, order, logistics numbers). */
  | 'id'
  /** Free text a person typed (names, memos): formula-guarded in the Excel format. */
  | 'text'
  /** A status or kind from a shared code list: its code in the raw format, its zh-TW label in the Excel one. */
  | 'label'
  /** A code with no zh-TW label (SPEC §3 payment display and shipping type codes): the same text in both formats. */
  | 'code'
  /** Integer TWD (or a count). */
  | 'amount'
  /** An instant, Taiwan time. */
  | 'time'
  /** A calendar day. */
  | 'date'
  /** A phone number: its leading zero must survive. */
  | 'phone';

export interface CsvColumn {
  /** The raw format's header (snake_case). */
  readonly key: string;
  /** The Excel format's header (zh-TW). */
  readonly header: string;
  readonly kind: CsvColumnKind;
}

export const CSV_FORMATS = ['excel', 'raw'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** The query parameter and the Accept value that choose the program format. */
export const CSV_FORMAT_PARAM = 'format';
export const CSV_RAW_ACCEPT = 'text/csv; profile=raw';

/**
 * Where an export starts when the request names no `from`: the first day PayDesk holds data, so a download without
 * a range holds everything (as the ledger, withdrawal and charge screens list everything); `to` is today in Taiwan.
 */
export const CSV_DEFAULT_FROM = EARLIEST_TX_DATE;

export const CSV_MESSAGES = {
  format: '不支援的 CSV 格式，請使用 format=excel 或 format=raw',
  date: '日期格式應為 YYYY-MM-DD',
  order: '開始日期不可晚於結束日期',
} as const;

/** The result column of the recurring-charge export: code → label. */
export const CHARGE_RESULT_LABELS = { PAID: '成功', FAILED: '失敗' } as const;

/** The kind column of the shared-profit export (the contract's ShareEntryKind): code → label. */
export const SHARE_ENTRY_KIND_LABELS = { PAYMENT: '收款', REFUND: '退款' } as const;

/** A column; its key and kind stay literal types, so each export's column keys and label columns are known. */
const col = <const K extends string, const T extends CsvColumnKind>(key: K, header: string, kind: T) => ({
  key,
  header,
  kind,
});

const TRANSACTION_COLUMNS = [
  col('trade_no', '交易序號', 'id'),
  col('merchant_order_no', '商店訂單編號', 'id'),
  col('merchant_name', '商店', 'text'),
  col('item_name', '品名', 'text'),
  col('pay_type', '付款方式', 'label'),
  // SPEC §3 alternate display code (CREDIT, Inst, ATM, CVS, ICASH …), empty for types the mapping does not name.
  col('payment_type', '付款類別', 'code'),
  col('status', '狀態', 'label'),
  col('amount', '金額', 'amount'),
  col('fee', '手續費', 'amount'),
  col('refunded_amount', '已退款', 'amount'),
  col('created_at', '建立時間', 'time'),
  col('paid_at', '付款時間', 'time'),
  col('settle_due_at', '預計撥款日', 'time'),
  col('mobile_barcode', '手機條碼', 'text'),
  col('buyer_name', '買家姓名', 'text'),
  col('buyer_email', '買家電子信箱', 'text'),
] as const;

interface CsvExportEntry {
  readonly path: string;
  /** The read scope that lets a token download it (its keys include `permission`: csv-export-scopes.test.ts). */
  readonly scope: TokenScope;
  readonly permission: PermissionKey;
  /** zh-TW name on the developer page. */
  readonly title: string;
  /** The file name before `_<from>_<to>.csv`. */
  readonly file: string;
  /** Query parameters besides format. */
  readonly filters: readonly string[];
  readonly columns: readonly CsvColumn[];
}

export const CSV_EXPORTS = {
  transactions: {
    path: '/api/transactions/export.csv',
    scope: 'transactions:read',
    permission: 'trans_detail',
    title: '交易紀錄',
    file: 'transactions',
    filters: ['from', 'to', 'status', 'payType', 'tradeNo', 'merchantOrderNo', 'search', 'paymentLinksOnly'],
    columns: TRANSACTION_COLUMNS,
  },
  partnerTransactions: {
    path: '/api/pf/transactions.csv',
    scope: 'pf:read',
    permission: 'pf_inquiry_transaction',
    title: '合作商店交易（代理商）',
    file: 'partner-transactions',
    filters: ['from', 'to', 'status', 'payType', 'tradeNo', 'merchantOrderNo', 'search'],
    columns: TRANSACTION_COLUMNS,
  },
  sharedProfit: {
    path: '/api/pf/shared/detail.csv',
    scope: 'pf:read',
    permission: 'pf_shared_detail',
    title: '分潤明細（代理商）',
    file: 'shared-profit',
    filters: ['month'],
    columns: [
      col('kind', '類型', 'label'),
      col('trade_no', '交易序號', 'id'),
      col('merchant_name', '合作商店', 'text'),
      col('pay_type', '付款方式', 'label'),
      col('amount', '金額', 'amount'),
      col('platform_fee', '平台手續費', 'amount'),
      col('share', '分潤', 'amount'),
      col('at', '時間', 'time'),
    ],
  },
  ledger: {
    path: '/api/bill/ledger.csv',
    scope: 'bill:read',
    permission: 'bill_detail',
    title: '帳戶明細',
    file: 'ledger',
    filters: ['from', 'to', 'account'],
    columns: [
      col('entry_id', '分錄編號', 'id'),
      col('kind', '類型', 'label'),
      col('memo', '說明', 'text'),
      col('account', '帳戶', 'label'),
      col('amount', '金額', 'amount'),
      col('balance_after', '異動後餘額', 'amount'),
      col('trade_no', '交易序號', 'id'),
      col('withdrawal_id', '提領編號', 'id'),
      col('created_at', '時間', 'time'),
    ],
  },
  withdrawals: {
    path: '/api/bill/withdrawals.csv',
    scope: 'bill:read',
    permission: 'bill_detail',
    title: '提領紀錄',
    file: 'withdrawals',
    filters: ['from', 'to'],
    columns: [
      col('withdrawal_id', '提領編號', 'id'),
      col('status', '狀態', 'label'),
      col('amount', '提領金額', 'amount'),
      col('fee', '手續費', 'amount'),
      col('net', '實際匯款', 'amount'),
      col('bank_account', '匯款帳號（遮蔽）', 'id'),
      col('requested_at', '申請時間', 'time'),
      col('paid_at', '匯款時間', 'time'),
    ],
  },
  periodCharges: {
    path: '/api/period/charges.csv',
    scope: 'period:read',
    permission: 'period_transaction',
    title: '定期定額扣款',
    file: 'period-charges',
    filters: ['from', 'to'],
    columns: [
      col('sub_no', '訂閱編號', 'id'),
      col('plan_title', '方案', 'text'),
      col('buyer_name', '買家', 'text'),
      col('period', '期數', 'amount'),
      col('attempt', '嘗試次數', 'amount'),
      col('due_date', '應扣款日', 'date'),
      col('paid', '結果', 'label'),
      col('amount', '金額', 'amount'),
      col('trade_no', '交易序號', 'id'),
      col('failure_reason', '失敗原因', 'text'),
      col('created_at', '扣款時間', 'time'),
    ],
  },
  shopOrders: {
    path: '/api/shop/orders.csv',
    scope: 'shop:read',
    permission: 'shop_transaction',
    title: '賣場訂單',
    file: 'shop-orders',
    filters: ['from', 'to', 'storeId', 'status', 'keyword'],
    columns: [
      col('order_no', '訂單編號', 'id'),
      col('store_name', '賣場', 'text'),
      col('status', '狀態', 'label'),
      col('buyer_name', '買家', 'text'),
      col('buyer_email', '電子信箱', 'text'),
      col('buyer_mobile', '手機', 'phone'),
      col('delivery_method', '配送方式', 'label'),
      col('delivery_address', '收件地址／門市', 'text'),
      col('pay_type', '付款方式', 'label'),
      col('amount', '金額', 'amount'),
      col('refunded_amount', '已退款', 'amount'),
      col('items', '商品', 'text'),
      col('created_at', '建立時間', 'time'),
      col('paid_at', '付款時間', 'time'),
    ],
  },
  parcels: {
    path: '/api/shipping/parcels.csv',
    scope: 'shipping:read',
    permission: 'shipping_detail',
    title: '物流包裹',
    file: 'parcels',
    filters: ['from', 'to', 'status', 'service', 'logisticsNo', 'keyword'],
    columns: [
      col('logistics_no', '物流單號', 'id'),
      col('shipping_type', '物流類型', 'code'),
      col('service', '物流服務', 'label'),
      col('status', '狀態', 'label'),
      col('order_no', '訂單編號', 'id'),
      col('receiver_name', '收件人', 'text'),
      col('receiver_mobile', '收件人手機', 'phone'),
      col('store_or_address', '取貨門市／地址', 'text'),
      col('goods_name', '商品名稱', 'text'),
      col('declared_value', '商品價值', 'amount'),
      col('cod_amount', '代收金額', 'amount'),
      col('shipping_fee', '運費', 'amount'),
      col('drop_off_by', '寄件期限', 'date'),
      col('created_at', '建立時間', 'time'),
    ],
  },
} as const satisfies Record<string, CsvExportEntry>;

export type CsvExportName = keyof typeof CSV_EXPORTS;

/** The keys of an export's label columns (a code in the raw format, its label in the Excel one). */
export type CsvLabelKey<N extends CsvExportName> = Extract<
  (typeof CSV_EXPORTS)[N]['columns'][number],
  { kind: 'label' }
>['key'];

/** The header row of an export in a format. */
export function csvHeader(columns: readonly CsvColumn[], format: CsvFormat): string[] {
  return columns.map((c) => (format === 'raw' ? c.key : c.header));
}

/** The download's file name: the export, then the range it covers (the defaults when the request named none). */
export function csvFileName(file: string, from: string, to: string): string {
  return `${file}_${from}_${to}.csv`;
}

/** An export's address in the program format for a range. */
export const rawCsvUrl = (origin: string, name: CsvExportName, from: string, to: string): string =>
  `${origin}${CSV_EXPORTS[name].path}?from=${from}&to=${to}&${CSV_FORMAT_PARAM}=raw`;

/**
 * Python 3, standard library only: a seller's transactions of a range in the program format, read with the csv
 * module (every field stays text, so trade numbers keep their 20 digits). Prints the row count and the sum of the
 * amounts, the same figures the GraphQL paging example prints.
 */
export function pythonRawCsv(origin: string, from: string, to: string): string {
  return [
    'import csv',
    'import io',
    'import os',
    'import urllib.request',
    '',
    `URL = "${rawCsvUrl(origin, 'transactions', from, to)}"`,
    `request = urllib.request.Request(URL, headers={"Authorization": "Bearer " + os.environ["${TOKEN_ENV}"]})`,
    'with urllib.request.urlopen(request, timeout=60) as answer:',
    '    text = answer.read().decode("utf-8")',
    '',
    'rows = list(csv.DictReader(io.StringIO(text, newline="")))',
    '# Every field is text: trade_no keeps its 20 digits, created_at reads 2026-11-27T14:03:09+08:00.',
    'print(len(rows), sum(int(row["amount"]) for row in rows))',
  ].join('\n');
}

/** curl: the same file saved as transactions.csv. */
export function curlRawCsv(origin: string, from: string, to: string): string {
  return [
    `curl -sS -H "Authorization: Bearer $${TOKEN_ENV}" \\`,
    `  -o transactions.csv '${rawCsvUrl(origin, 'transactions', from, to)}'`,
  ].join('\n');
}
