import type { ModuleManifest } from '../manifest';
import { ContactResolver } from './contact.resolver';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';

/** The contact module's part of the gateway registries (see ../manifest.ts). */
export const contactModule: ModuleManifest = {
  name: 'contact',
  resolvers: [ContactResolver],
  entities: [ContactMessage],
  createServices: (_config, built) => ({
    contact: new ContactService(built.mail),
  }),
};
