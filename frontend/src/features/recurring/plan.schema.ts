import { addDays, PERIOD_LIMITS as L, PERIOD_MESSAGES as P } from '@paydesk/shared/period-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import * as yup from 'yup';
import type { PeriodCycle, PeriodPlanFieldsFragment, PeriodPlanInput } from '../../graphql/generated';
import { textMax, intRange } from '../../lib/validators';
import { PLAN_TEXT } from './text';

export interface PlanValues {
  merchantId: string;
  title: string;
  description: string;
  amount: string;
  /** PeriodCycle key ('MONTHLY'). */
  cycle: PeriodCycle;
  /** Charge until cancelled; totalCharges is then ignored. */
  unlimited: boolean;
  totalCharges: string;
  trialDays: string;
  /** YYYY-MM-DD or empty. */
  firstChargeDate: string;
  enabled: boolean;
}

export const EMPTY_PLAN: PlanValues = {
  merchantId: '',
  title: '',
  description: '',
  amount: '',
  cycle: 'MONTHLY',
  unlimited: true,
  totalCharges: '12',
  trialDays: '0',
  firstChargeDate: '',
  enabled: true,
};

/** The fields a server error may name; anything else shows above the form. */
export const PLAN_FIELDS: readonly (keyof PlanValues)[] = [
  'merchantId',
  'title',
  'description',
  'amount',
  'cycle',
  'totalCharges',
  'trialDays',
  'firstChargeDate',
  'enabled',
];

/** The shared recurring limits and messages (the gateway checks the same ones); `today` is the Taiwan date. */
export function planSchema(today: string = taipeiIsoDay()) {
  return yup.object({
    merchantId: yup.string().required(P.merchant),
    title: yup.string().trim().required(P.title).test(textMax(L.titleMax, P.title)),
    description: yup.string().test(textMax(L.descriptionMax, P.description)),
    amount: yup
      .string()
      .trim()
      .required(P.amount)
      .test(intRange({ min: L.amountMin, max: L.amountMax }, P.amount)),
    cycle: yup.string().required(PLAN_TEXT.cycleRequired),
    unlimited: yup.boolean(),
    totalCharges: yup
      .string()
      .trim()
      .when('unlimited', {
        is: false,
        then: (s) => s.required(P.totalCharges).test(intRange({ min: 2, max: L.totalChargesMax }, P.totalCharges)),
      }),
    trialDays: yup
      .string()
      .trim()
      .test(intRange({ min: 0, max: L.trialDaysMax }, P.trialDays)),
    firstChargeDate: yup
      .string()
      .test(
        'first',
        P.firstChargeDate,
        (v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && v >= today && v <= addDays(today, L.firstChargeDaysMax)),
      ),
    enabled: yup.boolean(),
  });
}

export function toPlanInput(v: PlanValues): PeriodPlanInput {
  return {
    merchantId: Number(v.merchantId),
    title: v.title.trim(),
    description: v.description.trim(),
    amount: Number(v.amount),
    cycle: v.cycle,
    totalCharges: v.unlimited ? null : Number(v.totalCharges),
    trialDays: v.trialDays.trim() ? Number(v.trialDays) : 0,
    firstChargeDate: v.firstChargeDate || null,
    enabled: v.enabled,
  };
}

export function toPlanValues(plan: PeriodPlanFieldsFragment): PlanValues {
  return {
    merchantId: String(plan.merchantId),
    title: plan.title,
    description: plan.description,
    amount: String(plan.amount),
    cycle: plan.cycle,
    unlimited: plan.totalCharges == null,
    totalCharges: plan.totalCharges == null ? EMPTY_PLAN.totalCharges : String(plan.totalCharges),
    trialDays: String(plan.trialDays),
    firstChargeDate: plan.firstChargeDate ?? '',
    enabled: plan.enabled,
  };
}
