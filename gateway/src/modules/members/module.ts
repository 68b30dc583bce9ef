import type { ModuleManifest } from '../manifest';
import { ViewerMemberResolver } from './member.resolver';
import { Member } from './member.entity';
import { MemberGateState } from './member-gate-state.entity';
import { memberRestRoutes } from './member.rest';
import { MemberService } from './member.service';

/** The members module's part of the gateway registries (see ../manifest.ts). */
export const membersModule: ModuleManifest = {
  name: 'members',
  resolvers: [ViewerMemberResolver],
  entities: [Member, MemberGateState],
  restRoutes: memberRestRoutes,
  createServices: () => ({ members: new MemberService() }),
};
