import { chargeDate, chargeSchedule, PERIOD_CYCLE_LIST, addDays } from '@paydesk/shared/period-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';

/** The shared cycle code of a contract enum key ('MONTHLY' → 2); null for an unknown key. */
const codeOf = (key: string) => PERIOD_CYCLE_LIST.byKey(key)?.code ?? null;

/**
 * The plan form's preview: the first due dates of a subscription made `today` (Taiwan), as the gateway will
 * compute them: the fixed first date when it is still ahead, else today plus the trial. At most `count` dates and
 * never more than the plan's number of charges.
 */
export function planPreview(
  plan: { cycle: string; firstChargeDate: string; trialDays: string; totalCharges: number | null },
  today: string = taipeiIsoDay(),
  count = 3,
): string[] {
  const code = codeOf(plan.cycle);
  if (code === null) return [];
  const trial = /^\d+$/.test(plan.trialDays) ? Number(plan.trialDays) : 0;
  const fixed = /^\d{4}-\d{2}-\d{2}$/.test(plan.firstChargeDate) ? plan.firstChargeDate : '';
  const first = fixed && fixed > today ? fixed : addDays(today, trial);
  return chargeSchedule(code, first, Math.min(count, plan.totalCharges ?? count));
}

/**
 * The next due dates of a subscription from its next charge date: on the schedule anchored at its first charge
 * (so month ends keep their day) when the next date lies on it, else counted from the next date itself (after a
 * resume). Stops at the plan's number of charges.
 */
export function upcomingDates(sub: {
  cycle: string;
  nextChargeDate: string | null;
  chargesDone: number;
  totalCharges: number | null;
  firstDueDate: string | null;
  count?: number;
}): string[] {
  const code = codeOf(sub.cycle);
  if (code === null || !sub.nextChargeDate) return [];
  const remaining = sub.totalCharges == null ? Infinity : Math.max(0, sub.totalCharges - sub.chargesDone);
  const count = Math.min(sub.count ?? 3, remaining);
  const anchor = sub.firstDueDate ?? sub.nextChargeDate;
  for (let n = 0; n <= sub.chargesDone + 1; n += 1) {
    if (chargeDate(code, anchor, n) === sub.nextChargeDate)
      return Array.from({ length: count }, (_, i) => chargeDate(code, anchor, n + i));
  }
  return chargeSchedule(code, sub.nextChargeDate, count);
}
