import { REFUND_REASON_MESSAGES, refundReasonProblem } from '@paydesk/shared/refund-reasons';
import * as yup from 'yup';

/**
 * The reason and note every seller refund form asks for (a transaction's, a store order's): the shared rule,
 * checked before the request is sent, so both forms say the same thing the gateway would.
 */
export const refundReasonShape = {
  reason: yup.string().required(REFUND_REASON_MESSAGES.reason),
  note: yup
    .string()
    .default('')
    .test('note', (v, ctx) => {
      const problem = refundReasonProblem((ctx.parent as { reason?: string }).reason || null, v);
      return problem?.field === 'note' ? ctx.createError({ message: problem.message }) : true;
    }),
};
