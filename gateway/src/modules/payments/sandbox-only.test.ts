import type { RequestContext } from '../../core/context';
import { BillService } from '../bill/bill.service';
import { BuyerPaymentService } from './buyer-payments.service';

// The paid-marker and the settlement clock refuse to run in production before touching anything.
const production = { config: { appEnv: 'production' }, viewer: { memberId: 1 } } as unknown as RequestContext;

it('refuses the paid marker and the settlement clock in production', async () => {
  expect((await new BuyerPaymentService().markPaid(production, '1')).errors[0].code).toBe('NOT_SANDBOX');
  expect((await new BillService().advanceClock(production, 7)).errors[0].code).toBe('NOT_SANDBOX');
});
