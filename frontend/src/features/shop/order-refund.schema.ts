import * as yup from 'yup';
import { refundReasonShape } from '../../lib/refund-reason.schema';

/** A store order's refund: the whole remaining amount, so only why (the shared reason rule) is asked. */
export const orderRefundSchema = yup.object(refundReasonShape);
