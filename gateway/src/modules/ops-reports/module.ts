import type { ModuleManifest } from '../manifest';
import { OpsReportResolver } from './ops-report.resolver';
import { OpsReportService } from './ops-report.service';

/** The ops-reports module's part of the gateway registries (see ../manifest.ts): read-only, no tables of its own. */
export const opsReportsModule: ModuleManifest = {
  name: 'ops-reports',
  resolvers: [OpsReportResolver],
  createServices: (_config) => ({
    opsReports: new OpsReportService(),
  }),
};
