import { TX_RULE_MESSAGES as M } from '@paydesk/shared/transaction-rules';
import * as yup from 'yup';
import { refundReasonShape } from '../../lib/refund-reason.schema';

/** A refund of at most what is still refundable on the transaction, with its reason (the shared rule). */
export const refundSchema = (refundable: number) =>
  yup.object({
    amount: yup
      .string()
      .required(M.refundRequired)
      .matches(/^[1-9]\d*$/, M.refundPositive)
      .test('max', M.refundAmount, (v) => !v || Number(v) <= refundable),
    ...refundReasonShape,
  });
