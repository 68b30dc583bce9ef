import type { ModuleManifest } from '../manifest';
import { PaymentLinkResolver } from './payment-link.resolver';
import { PaymentLinkService } from './payment-link.service';

/** The payment-links module's part of the gateway registries (see ../manifest.ts). */
export const paymentLinksModule: ModuleManifest = {
  name: 'payment-links',
  resolvers: [PaymentLinkResolver],
  createServices: (_config) => ({
    paymentLinks: new PaymentLinkService(),
  }),
};
