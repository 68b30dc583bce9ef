import type { ModuleManifest } from '../manifest';
import { NoticeResolver } from './notice.resolver';
import { NoticeAcceptance, GlobalNotice, GlobalNoticeAck } from './notice.entities';
import { NoticeService } from './notice.service';

/** The notices module's part of the gateway registries (see ../manifest.ts). */
export const noticesModule: ModuleManifest = {
  name: 'notices',
  resolvers: [NoticeResolver],
  entities: [NoticeAcceptance, GlobalNotice, GlobalNoticeAck],
  createServices: (_config) => ({
    notices: new NoticeService(),
  }),
};
