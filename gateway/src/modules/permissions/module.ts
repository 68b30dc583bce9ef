import type { ModuleManifest } from '../manifest';
import { PermissionResolver } from './permission.resolver';
import { PermissionEntry } from './permission-entry.entity';
import { PermissionService } from './permission.service';

/** The permissions module's part of the gateway registries (see ../manifest.ts). */
export const permissionsModule: ModuleManifest = {
  name: 'permissions',
  resolvers: [PermissionResolver],
  entities: [PermissionEntry],
  createServices: (_config) => ({
    permissions: new PermissionService(),
  }),
};
