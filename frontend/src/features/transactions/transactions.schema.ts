import { TX_RULE_MESSAGES as M } from '@paydesk/shared/transaction-rules';
import { REFUND_REASON_MESSAGES, refundReasonProblem } from '@paydesk/shared/refund-reasons';
import * as yup from 'yup';

/** A refund of at most what is still refundable on the transaction, with its reason (the shared rule). */
export const refundSchema = (refundable: number) =>
  yup.object({
    amount: yup
      .string()
      .required(M.refundRequired)
      .matches(/^[1-9]\d*$/, M.refundPositive)
      .test('max', M.refundAmount, (v) => !v || Number(v) <= refundable),
    reason: yup.string().required(REFUND_REASON_MESSAGES.reason),
    note: yup
      .string()
      .default('')
      .test('note', (v, ctx) => {
        const problem = refundReasonProblem((ctx.parent as { reason?: string }).reason || null, v);
        return problem?.field === 'note' ? ctx.createError({ message: problem.message }) : true;
      }),
  });
