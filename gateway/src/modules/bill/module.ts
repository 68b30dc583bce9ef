import type { ModuleManifest } from '../manifest';
import { BillResolver } from './bill.resolver';
import { BillService } from './bill.service';
import { billRestRoutes } from './bill.rest';

/** The bill module's part of the gateway registries (see ../manifest.ts). */
export const billModule: ModuleManifest = {
  name: 'bill',
  resolvers: [BillResolver],
  restRoutes: billRestRoutes,
  createServices: (_config, built) => ({
    bill: new BillService(built.mail),
  }),
};
