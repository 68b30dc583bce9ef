import { buildPayTypeList, PayType, type PayTypeConfig } from '@paydesk/shared/pay-types';
import { fieldError, type FieldError } from '../../core/errors';
import { pricing } from './pricing';

export const ACCEPTED_PAY_TYPE_MESSAGES = {
  payTypes: '請選擇商店已開通的付款方式',
  installments: '分期期數需為 3、6、9、12、18、24 或 30 期，且需開啟信用卡',
} as const;

/**
 * The pay types of a shop, link or store that the platform offers under its configuration (SPEC §3): a type
 * switched off by PAY_TYPES_OFFLINE/PAY_TYPES_OTHER is neither shown nor taken, whatever a shop once held.
 */
export function offeredPayTypes(config: PayTypeConfig, payTypes: readonly (string | number)[]): number[] {
  const offered = new Set(
    buildPayTypeList(config)
      .filter((t) => t.switchable)
      .map((t) => t.code as number),
  );
  return payTypes.map(Number).filter((p) => offered.has(p));
}

/**
 * What a payment link or a store may accept: at least one pay type, all within the shop's PaymentSwitch, and
 * instalment counts the reference offers, only with card.
 */
export function acceptedPayTypeErrors(
  paymentSwitch: readonly (string | number)[],
  payTypes: readonly number[],
  installments: readonly number[],
): FieldError[] {
  const errors: FieldError[] = [];
  const allowed = new Set(paymentSwitch.map(Number));
  if (!payTypes.length || payTypes.some((p) => !allowed.has(p)))
    errors.push(fieldError('payTypes', 'NOT_ALLOWED', ACCEPTED_PAY_TYPE_MESSAGES.payTypes));
  if (
    installments.some((n) => !pricing.installmentPeriods.includes(n)) ||
    (installments.length && !payTypes.includes(PayType.CREDIT))
  )
    errors.push(fieldError('installments', 'INVALID', ACCEPTED_PAY_TYPE_MESSAGES.installments));
  return errors;
}
