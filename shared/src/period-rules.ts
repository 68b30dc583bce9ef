import { codeList } from './code-list';

/**
 * Recurring collection (定期定額; SPEC shows no fields, so these follow ECPay's 定期定額 and Stripe Billing):
 * plan cycles, subscription statuses, the charge schedule and the retry schedule. Import-free, for the plan
 * form's preview, the subscribe page and the gateway's scheduler.
 */
export const PERIOD_CYCLE_LIST = codeList('PeriodCycle', [
  { key: 'WEEKLY', code: 1, label: '每週', tone: 'neutral' },
  { key: 'MONTHLY', code: 2, label: '每月', tone: 'neutral' },
  { key: 'YEARLY', code: 3, label: '每年', tone: 'neutral' },
]);
export const PeriodCycle = PERIOD_CYCLE_LIST.values;
export type PeriodCycle = (typeof PeriodCycle)[keyof typeof PeriodCycle];

/**
 * A subscription is active; the seller may pause and resume it; a failed charge makes it past due until a retry
 * succeeds or the retries run out (suspended); seller or buyer may cancel; it finishes after its last charge.
 */
export const SUBSCRIPTION_STATUS_LIST = codeList(
  'SubscriptionStatus',
  [
    { key: 'ACTIVE', code: 1, label: '扣款中', tone: 'success' },
    { key: 'PAUSED', code: 2, label: '已暫停', tone: 'neutral' },
    { key: 'PAST_DUE', code: 3, label: '扣款失敗重試中', tone: 'accent' },
    { key: 'SUSPENDED', code: 4, label: '已停扣', tone: 'error' },
    { key: 'CANCELLED', code: 5, label: '已取消', tone: 'neutral' },
    { key: 'FINISHED', code: 6, label: '已完成', tone: 'primary' },
  ],
  {
    1: [2, 3, 5, 6],
    2: [1, 5],
    3: [1, 4, 5, 6],
    4: [5],
  },
);
export const SubscriptionStatus = SUBSCRIPTION_STATUS_LIST.values;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

export const PERIOD_LIMITS = {
  titleMax: 60,
  descriptionMax: 500,
  amountMin: 1,
  /** One charge; the card limit applies on top. */
  amountMax: 200_000,
  totalChargesMax: 120,
  trialDaysMax: 90,
  /** How far ahead a first charge may be set. */
  firstChargeDaysMax: 365,
} as const;

/** Days after the missed due date a failed charge is tried again; after the last retry the subscription stops. */
export const RETRY_DAYS = [1, 3] as const;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → a UTC date at midnight (calendar arithmetic only). */
function dayOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** A calendar day plus `days`. */
export function addDays(iso: string, days: number): string {
  return isoOf(new Date(dayOf(iso).getTime() + days * DAY_MS));
}

/**
 * The due date (YYYY-MM-DD, Taiwan calendar) of charge number `n` (0 is the first) from the first charge date.
 * Monthly charges keep the first date's day of month and fall on the month's last day when it is shorter (31 →
 * 30 Apr → 28/29 Feb → back to 31 in May); a 29 February yearly charge falls on 28 February in other years.
 */
export function chargeDate(cycle: PeriodCycle, firstDate: string, n: number): string {
  const first = dayOf(firstDate);
  if (cycle === PeriodCycle.WEEKLY) return addDays(firstDate, 7 * n);
  const months = cycle === PeriodCycle.MONTHLY ? n : 12 * n;
  const year = first.getUTCFullYear() + Math.floor((first.getUTCMonth() + months) / 12);
  const month = (first.getUTCMonth() + months) % 12;
  const day = Math.min(first.getUTCDate(), daysInMonth(year, month));
  return isoOf(new Date(Date.UTC(year, month, day)));
}

/** The first `count` due dates, for the plan form and the subscribe page. */
export function chargeSchedule(cycle: PeriodCycle, firstDate: string, count: number): string[] {
  return Array.from({ length: count }, (_, n) => chargeDate(cycle, firstDate, n));
}

export const PERIOD_MESSAGES = {
  title: `方案名稱為必填，最多 ${PERIOD_LIMITS.titleMax} 個字`,
  description: `說明最多 ${PERIOD_LIMITS.descriptionMax} 個字`,
  amount: `每期金額需為 ${PERIOD_LIMITS.amountMin} 至 ${PERIOD_LIMITS.amountMax.toLocaleString('en-US')} 的整數`,
  totalCharges: `扣款期數需為 2 至 ${PERIOD_LIMITS.totalChargesMax} 的整數，或不限期數`,
  trialDays: `試用天數需為 0 至 ${PERIOD_LIMITS.trialDaysMax} 的整數`,
  firstChargeDate: `首次扣款日需為今天起 ${PERIOD_LIMITS.firstChargeDaysMax} 天內的日期`,
  merchant: '請選擇已開通信用卡收款的啟用中商店',
  planNotFound: '查無此定期定額方案',
  planClosed: '此方案目前不接受訂閱',
  subscriptionNotFound: '查無此訂閱',
  notAllowed: '此訂閱目前的狀態無法進行這項操作',
  card: '請輸入有效的信用卡號（測試卡號 4311-9522-2222-2222）',
  termsChanged: '商家已更新此方案的金額或扣款條件，請重新整理頁面確認新的條件後再訂閱',
  captchaRequired: '請輸入驗證碼',
  captchaInvalid: '驗證碼錯誤，請重新輸入',
  subscribeThrottled: '訂閱次數過多，請稍後再試',
} as const;
