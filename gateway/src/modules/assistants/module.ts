import type { ModuleManifest } from '../manifest';
import { AssistantResolver } from './assistant.resolver';
import { Assistant, AssistantGroup } from './assistant.entity';
import { assistantRestRoutes } from './assistant.rest';
import { AssistantService } from './assistant.service';

/** The assistants module's part of the gateway registries (see ../manifest.ts). */
export const assistantsModule: ModuleManifest = {
  name: 'assistants',
  resolvers: [AssistantResolver],
  entities: [Assistant, AssistantGroup],
  restRoutes: assistantRestRoutes,
  createServices: (_config, built) => ({
    assistants: new AssistantService(built.permissions),
  }),
};
