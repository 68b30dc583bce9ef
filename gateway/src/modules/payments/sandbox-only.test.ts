import type { RequestContext } from '../../core/context';
import { BillService } from '../bill/bill.service';
import { CheckoutService } from './checkout.service';

// The sandbox checkout, its paid-marker and the settlement clock refuse to run in production before touching anything.
const production = { config: { appEnv: 'production' }, viewer: { memberId: 1 } } as unknown as RequestContext;

it('refuses the sandbox checkout, the paid marker and the settlement clock in production', async () => {
  const checkout = new CheckoutService();
  const input = { token: 'x', payType: 1, buyerName: 'a', buyerEmail: 'a@b.c' };
  expect((await checkout.pay(production, input)).errors[0].code).toBe('NOT_SANDBOX');
  expect((await checkout.markPaid(production, '1')).errors[0].code).toBe('NOT_SANDBOX');
  expect((await new BillService().advanceClock(production, 7)).errors[0].code).toBe('NOT_SANDBOX');
});
