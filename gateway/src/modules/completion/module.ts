import type { ModuleManifest } from '../manifest';
import { CompletionResolver } from './completion.resolver';
import { MemberDetails, MemberDocument, MemberReview } from './completion.entities';
import { completionRestRoutes } from './completion.rest';
import { CompletionService } from './completion.service';

/** The completion module's part of the gateway registries (see ../manifest.ts). */
export const completionModule: ModuleManifest = {
  name: 'completion',
  resolvers: [CompletionResolver],
  entities: [MemberDetails, MemberDocument, MemberReview],
  restRoutes: completionRestRoutes,
  createServices: (_config) => ({
    completion: new CompletionService(),
  }),
};
