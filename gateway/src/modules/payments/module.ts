import type { ModuleManifest } from '../manifest';
import { PaymentResolver } from './payment.resolver';
import { transactionRestRoutes } from './transaction.rest';
import { BuyerPaymentService } from './buyer-payments.service';
import { RefundService } from './refund.service';
import { SaleKinds } from './sale-kinds';
import { TransactionService } from './transaction.service';
import { OverviewService } from './overview.service';

/** The payments module's part of the gateway registries (see ../manifest.ts). */
export const paymentsModule: ModuleManifest = {
  name: 'payments',
  resolvers: [PaymentResolver],
  restRoutes: transactionRestRoutes,
  createServices: (config) => {
    // Filled with the selling modules' kinds once every module is built (services.ts).
    const saleKinds = new SaleKinds();
    return {
      saleKinds,
      transactions: new TransactionService(),
      refunds: new RefundService(saleKinds),
      buyerPayments: new BuyerPaymentService(saleKinds),
      overview: new OverviewService(config.dashboardReportCacheMs),
    };
  },
};
