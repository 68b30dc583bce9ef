import type { ModuleManifest } from '../manifest';
import { ContentResolver } from './content.resolver';
import { ContentItem } from './content.entity';
import { ContentService } from './content.service';

/** The content module's part of the gateway registries (see ../manifest.ts). */
export const contentModule: ModuleManifest = {
  name: 'content',
  resolvers: [ContentResolver],
  entities: [ContentItem],
  createServices: (_config) => ({
    content: new ContentService(),
  }),
};
