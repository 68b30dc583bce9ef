/** zh-TW words of the shared tables (audit trail, ledger, subscriptions): only the pages showing them load these. */
export const TABLE_TEXT = {
  audit: {
    at: '時間',
    action: '項目',
    target: '對象',
    actor: '操作者',
    before: '異動前',
    after: '異動後',
    empty: '尚無異動紀錄',
  },
  ledger: {
    at: '時間',
    kind: '項目',
    account: '帳戶',
    ref: '交易序號',
    parcel: (logisticsNo: string) => `物流單 ${logisticsNo}`,
    withdrawal: (id: number | string) => `提領 #${id}`,
    amount: '金額',
    balance: '餘額',
  },
  planWithCycle: (title: string, cycle: string) => `${title}（${cycle}）`,
} as const;
