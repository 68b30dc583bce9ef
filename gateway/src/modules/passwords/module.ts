import type { ModuleManifest } from '../manifest';
import { PasswordResolver } from './password.resolver';
import { PasswordHistory, PasswordResetToken } from './password.entities';
import { passwordRestRoutes } from './password.rest';
import { PasswordService } from './password.service';

/** The passwords module's part of the gateway registries (see ../manifest.ts). */
export const passwordsModule: ModuleManifest = {
  name: 'passwords',
  resolvers: [PasswordResolver],
  entities: [PasswordHistory, PasswordResetToken],
  restRoutes: passwordRestRoutes,
  createServices: (_config, built) => ({
    passwords: new PasswordService(built.auth.captcha, built.mail),
  }),
};
