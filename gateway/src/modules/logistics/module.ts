import type { ModuleManifest } from '../manifest';
import { LogisticsResolver } from './logistics.resolver';
import { LogisticsService } from './logistics.service';
import { LogisticsApplicationService } from './logistics-applications.service';
import { LostClaimService } from './lost-claims.service';
import { logisticsRestRoutes } from './logistics.rest';
import { ShipmentDeskService } from './shipment-desk.service';

/** The logistics module's part of the gateway registries (see ../manifest.ts). */
export const logisticsModule: ModuleManifest = {
  name: 'logistics',
  resolvers: [LogisticsResolver],
  restRoutes: logisticsRestRoutes,
  createServices: (_config) => ({
    logistics: new LogisticsService(),
    logisticsApplications: new LogisticsApplicationService(),
    lostClaims: new LostClaimService(),
    shipmentDesk: new ShipmentDeskService(),
  }),
};
