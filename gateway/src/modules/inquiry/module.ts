import type { ModuleManifest } from '../manifest';
import { InquiryResolver } from './inquiry.resolver';
import { InquiryService } from './inquiry.service';

/** The inquiry module's part of the gateway registries (see ../manifest.ts). */
export const inquiryModule: ModuleManifest = {
  name: 'inquiry',
  resolvers: [InquiryResolver],
  createServices: (_config, built) => ({
    inquiry: new InquiryService(built.auth.captcha),
  }),
};
