import { EARLIEST_TX_DATE, TX_RULE_MESSAGES as M } from '@paydesk/shared/transaction-rules';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import * as yup from 'yup';

export interface FilterValues {
  from: string;
  to: string;
  status: string;
  payType: string;
  tradeNo: string;
  merchantOrderNo: string;
}

/** The transaction filter: the gateway's own rules (shared), checked before a query is sent. */
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

/** A refund of at most what is still refundable on the transaction. */
export const refundSchema = (refundable: number) =>
  yup.object({
    amount: yup
      .string()
      .required(M.refundRequired)
      .matches(/^[1-9]\d*$/, M.refundPositive)
      .test('max', M.refundAmount, (v) => !v || Number(v) <= refundable),
  });
