import type { ModuleManifest } from '../manifest';
import { AgencyResolver } from './agency.resolver';
import { AgentDirectoryResolver } from './agent-directory.resolver';
import { agencyRestRoutes } from './agency.rest';
import { AgencyService } from './agency.service';

/** The agency module's part of the gateway registries (see ../manifest.ts). */
export const agencyModule: ModuleManifest = {
  name: 'agency',
  resolvers: [AgencyResolver, AgentDirectoryResolver],
  restRoutes: agencyRestRoutes,
  createServices: (_config, built) => ({
    agency: new AgencyService(built.transactions, built.mail),
  }),
};
