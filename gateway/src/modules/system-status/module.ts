import type { ModuleManifest } from '../manifest';
import { SystemStatusResolver } from './system-status.resolver';

/** The system-status module's part of the gateway registries (see ../manifest.ts): the operator's 系統狀態 query. */
export const systemStatusModule: ModuleManifest = {
  name: 'system-status',
  resolvers: [SystemStatusResolver],
};
