import type { ModuleManifest } from '../manifest';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/** The audit module's part of the gateway registries (see ../manifest.ts). */
export const auditModule: ModuleManifest = {
  name: 'audit',
  resolvers: [AuditResolver],
  createServices: (_config) => ({
    audit: new AuditService(),
  }),
};
