import type { ModuleManifest } from '../manifest';
import { ReferenceResolver } from './reference.resolver';

/** The reference module's part of the gateway registries (see ../manifest.ts). */
export const referenceModule: ModuleManifest = {
  name: 'reference',
  resolvers: [ReferenceResolver],
};
