import type { ModuleManifest } from '../manifest';
import { AuthResolver } from './auth.resolver';
import { authRestRoutes } from './auth.rest';
import { AuthService } from './auth.service';

/** The auth module's part of the gateway registries (see ../manifest.ts). */
export const authModule: ModuleManifest = {
  name: 'auth',
  resolvers: [AuthResolver],
  restRoutes: authRestRoutes,
  createServices: (config) => ({
    auth: new AuthService(config.captchaFixedCode),
  }),
};
