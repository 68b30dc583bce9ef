import type { ModuleManifest } from '../manifest';
import { AccessTokenResolver } from './access-token.resolver';
import { AccessToken } from './access-token.entity';
import { AccessTokenService } from './access-token.service';

/** The access-tokens module's part of the gateway registries (see ../manifest.ts). */
export const accessTokensModule: ModuleManifest = {
  name: 'access-tokens',
  resolvers: [AccessTokenResolver],
  entities: [AccessToken],
  createServices: (_config) => ({
    accessTokens: new AccessTokenService(),
  }),
};
