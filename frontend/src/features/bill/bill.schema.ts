import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import { WITHDRAWAL_RULE_MESSAGES as W } from '@paydesk/shared/withdrawal-rules';
import * as yup from 'yup';
import { bankAccount, bankCode } from '../../lib/validators';

export interface BankValues {
  bankCode: string;
  branchCode: string;
  accountNo: string;
}

/** The member's own-name bank account: SPEC §5 bank code and account rules, an optional 4-digit branch. */
export const bankAccountSchema = yup.object({
  bankCode: bankCode(),
  branchCode: yup
    .string()
    .matches(VALIDATION_PATTERNS.branchCode, { message: VALIDATION_MESSAGES.branchCode, excludeEmptyString: true }),
  accountNo: bankAccount(),
});

/** A withdrawal: a whole amount above the fee, within the withdrawable balance and the single limit. */
export const withdrawSchema = (limits: { fee: number; available: number; limit: number }) =>
  yup.object({
    amount: yup
      .string()
      .required(W.required)
      .matches(/^[1-9]\d*$/, W.whole)
      .test('fee', W.belowFee, (v) => !v || Number(v) > limits.fee)
      .test('available', W.insufficient, (v) => !v || Number(v) <= limits.available)
      .test('limit', W.overLimit, (v) => !v || Number(v) <= limits.limit),
  });
