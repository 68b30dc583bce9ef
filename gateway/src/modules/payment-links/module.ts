import type { ModuleManifest } from '../manifest';
import { PaymentLinkResolver } from './payment-link.resolver';
import { PaymentLinkService } from './payment-link.service';
import { LinkCheckoutService } from './link-checkout.service';
import { linkSaleKind } from './link-sale-kind';

/** The payment-links module's part of the gateway registries (see ../manifest.ts). */
export const paymentLinksModule: ModuleManifest = {
  name: 'payment-links',
  resolvers: [PaymentLinkResolver],
  saleKind: linkSaleKind,
  createServices: (_config) => ({
    paymentLinks: new PaymentLinkService(),
    checkout: new LinkCheckoutService(),
  }),
};
