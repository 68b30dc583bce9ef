import type { ModuleManifest } from '../manifest';
import { SignupResolver } from './signup.resolver';
import { SignupService } from './signup.service';

/** The signup module's part of the gateway registries (see ../manifest.ts). */
export const signupModule: ModuleManifest = {
  name: 'signup',
  resolvers: [SignupResolver],
  createServices: (_config, built) => ({ signup: new SignupService(built.auth.captcha) }),
};
