import type { ModuleManifest } from '../manifest';
import { PaymentResolver } from './payment.resolver';
import { transactionRestRoutes } from './transaction.rest';
import { CheckoutService } from './checkout.service';
import { TransactionService } from './transaction.service';
import { OverviewService } from './overview.service';

/** The payments module's part of the gateway registries (see ../manifest.ts). */
export const paymentsModule: ModuleManifest = {
  name: 'payments',
  resolvers: [PaymentResolver],
  restRoutes: transactionRestRoutes,
  createServices: (_config) => ({
    checkout: new CheckoutService(),
    transactions: new TransactionService(),
    overview: new OverviewService(),
  }),
};
