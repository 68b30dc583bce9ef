import type { ModuleManifest } from '../manifest';
import { Operator } from './operator.entity';

/** The operators module's part of the gateway registries (see ../manifest.ts). */
export const operatorsModule: ModuleManifest = {
  name: 'operators',
  entities: [Operator],
};
