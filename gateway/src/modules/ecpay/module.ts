import type { ModuleManifest } from '../manifest';
import { CheckoutOrder } from './checkout-order.entity';
import { CheckoutApiService } from './checkout-api.service';
import { checkoutRestRoutes } from './checkout.rest';

/** The ecpay module's part of the gateway registries (see ../manifest.ts); its cashier is mounted by app.ts. */
export const ecpayModule: ModuleManifest = {
  name: 'ecpay',
  entities: [CheckoutOrder],
  restRoutes: checkoutRestRoutes,
  createServices: (_config, built) => ({ checkoutApi: new CheckoutApiService(built.refunds) }),
};
