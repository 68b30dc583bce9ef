import type { ModuleManifest } from '../manifest';
import { OutboxMessage } from './outbox-message.entity';
import { devMailboxRestRoutes } from './mail.rest';
import { MailService, OutboxSmsProvider } from './mail.service';

/** The mail module's part of the gateway registries (see ../manifest.ts). */
export const mailModule: ModuleManifest = {
  name: 'mail',
  entities: [OutboxMessage],
  restRoutes: devMailboxRestRoutes,
  createServices: (config) => ({
    mail: new MailService(config),
    sms: new OutboxSmsProvider(),
  }),
};
