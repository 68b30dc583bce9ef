/** zh-TW copy of the operator's system status page (系統狀態). */
export const SYSTEM_STATUS_TEXT = {
  title: '系統狀態',
  subtitle: '結算、通知、排程工作與登入的即時狀況（每 30 秒更新）',
  notOperator: '此頁僅限營運人員使用，請以營運帳號登入。',
  login: '前往登入',
  loadError: '系統狀態載入失敗，請稍後再試',
  refresh: '重新整理',
  measuredAt: '資料時間',
  settlement: '結算',
  settlementLag: '結算延遲',
  settlementsDue: '應結算未結算',
  noLag: '無延遲',
  callbacks: '付款通知',
  callbacksFailing: '失敗待重試',
  callbacksGaveUp: '已停止重試（24 小時）',
  callbackFailuresLastHour: '失敗次數（1 小時）',
  recurring: '定期定額扣款',
  recurringDue: '待扣款',
  recurringFailedLastDay: '扣款失敗（24 小時）',
  logins: '登入',
  loginsLocked: '鎖定中的帳號',
  loginFailuresLastHour: '登入失敗（1 小時）',
  queues: '排程工作佇列',
  queue: '佇列',
  waiting: '等待中',
  active: '執行中',
  failedLastDay: '失敗（24 小時）',
  lastCompletedAt: '最近完成',
  lastFailedAt: '最近失敗',
  never: '—',
  noQueues: '目前沒有排程工作佇列',
  count: (n: number) => `${n.toLocaleString('zh-TW')} 筆`,
  /** A lag in whole minutes, hours and days (seconds only under a minute). */
  duration: (seconds: number) => {
    if (seconds < 60) return `${seconds} 秒`;
    const minutes = Math.floor(seconds / 60);
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const rest = minutes % 60;
    return [days && `${days} 天`, hours && `${hours} 小時`, rest && `${rest} 分`].filter(Boolean).join(' ');
  },
  /** The money job queues (gateway/src/jobs/money-jobs.ts) by what they do; another queue shows its own name. */
  queueNames: {
    settlement: '結算與每分鐘工作',
    'dormant-fee': '每日工作（閒置費、代理商分潤）',
    'sandbox-payout': '模擬提領撥款',
  } as Record<string, string>,
} as const;
