import type { ModuleManifest } from '../manifest';
import { MemberInfoResolver } from './member-info.resolver';
import { BeneficiaryDeclaration } from './member-info.entities';
import { memberInfoRestRoutes } from './member-info.rest';
import { MemberInfoService } from './member-info.service';

/** The member-info module's part of the gateway registries (see ../manifest.ts). */
export const memberInfoModule: ModuleManifest = {
  name: 'member-info',
  resolvers: [MemberInfoResolver],
  entities: [BeneficiaryDeclaration],
  restRoutes: memberInfoRestRoutes,
  createServices: (_config, built) => ({
    memberInfo: new MemberInfoService(built.notices, built.members),
  }),
};
