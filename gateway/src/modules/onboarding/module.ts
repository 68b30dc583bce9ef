import type { ModuleManifest } from '../manifest';
import { OnboardingResolver } from './onboarding.resolver';
import { OnboardingService } from './onboarding.service';

/** The onboarding module's part of the gateway registries (see ../manifest.ts). */
export const onboardingModule: ModuleManifest = {
  name: 'onboarding',
  resolvers: [OnboardingResolver],
  createServices: (_config) => ({
    onboarding: new OnboardingService(),
  }),
};
