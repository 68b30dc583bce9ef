import type { ModuleManifest } from '../manifest';
import { VerificationResolver } from './verification.resolver';
import { VerificationCode } from './verification-code.entity';
import { VerificationService } from './verification.service';

/** The verification module's part of the gateway registries (see ../manifest.ts). */
export const verificationModule: ModuleManifest = {
  name: 'verification',
  resolvers: [VerificationResolver],
  entities: [VerificationCode],
  createServices: (_config, built) => ({
    verification: new VerificationService(built.mail, built.sms),
  }),
};
