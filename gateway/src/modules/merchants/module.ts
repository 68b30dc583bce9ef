import type { ModuleManifest } from '../manifest';
import { MerchantResolver } from './merchant.resolver';
import { Merchant } from './merchant.entity';
import { merchantRestRoutes } from './merchant.rest';
import { MerchantService } from './merchant.service';
import { MerchantReviewService } from './merchant-review.service';

/** The merchants module's part of the gateway registries (see ../manifest.ts). */
export const merchantsModule: ModuleManifest = {
  name: 'merchants',
  resolvers: [MerchantResolver],
  entities: [Merchant],
  restRoutes: merchantRestRoutes,
  createServices: (_config) => ({
    merchants: new MerchantService(),
    merchantReview: new MerchantReviewService(),
  }),
};
