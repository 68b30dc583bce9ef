import { EARLIEST_TX_DATE, TX_RULE_MESSAGES as M } from '@paydesk/shared/transaction-rules';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import * as yup from 'yup';

/**
 * The transaction filter shared by the seller's transaction pages and the agent's partner inquiry: the gateway's
 * own rules (shared), checked before a query is sent.
 */
export interface FilterValues {
  from: string;
  to: string;
  status: string;
  payType: string;
  tradeNo: string;
  merchantOrderNo: string;
  /** One box for buyer name, email, mobile, amount or order number (optional: older saved filters lack it). */
  search?: string;
}

export const filterSchema = yup.object({
  from: yup
    .string()
    .required(M.fromRequired)
    .test('earliest', M.earliest, (v) => !v || v >= EARLIEST_TX_DATE),
  to: yup
    .string()
    .required(M.toRequired)
    .test('order', M.order, function order(v) {
      return !v || v >= (this.parent as FilterValues).from;
    }),
  tradeNo: yup
    .string()
    .trim()
    .matches(VALIDATION_PATTERNS.tradeNo, { message: VALIDATION_MESSAGES.tradeNo, excludeEmptyString: true }),
  merchantOrderNo: yup.string().trim().matches(VALIDATION_PATTERNS.merchantOrderNo, {
    message: VALIDATION_MESSAGES.merchantOrderNo,
    excludeEmptyString: true,
  }),
});
