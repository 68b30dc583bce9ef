import type { RequestContext } from '../../core/context';
import { LinkCheckoutService } from './link-checkout.service';

// The sandbox checkout refuses to run in production before touching anything.
const production = { config: { appEnv: 'production' }, viewer: { memberId: 1 } } as unknown as RequestContext;

it('refuses the sandbox checkout in production', async () => {
  const input = { token: 'x', payType: 1, buyerName: 'a', buyerEmail: 'a@b.c' };
  expect((await new LinkCheckoutService().pay(production, input)).errors[0].code).toBe('NOT_SANDBOX');
});
