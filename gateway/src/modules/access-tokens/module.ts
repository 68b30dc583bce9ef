import type { ModuleManifest } from '../manifest';
import { AccessTokenResolver } from './access-token.resolver';
import { AccessToken, AccessTokenUse } from './access-token.entity';
import { AccessTokenService } from './access-token.service';
import { OperatorTokenResolver } from './operator-token.resolver';
import { OperatorTokenService } from './operator-token.service';

/** The access-tokens module's part of the gateway registries (see ../manifest.ts). */
export const accessTokensModule: ModuleManifest = {
  name: 'access-tokens',
  resolvers: [AccessTokenResolver, OperatorTokenResolver],
  entities: [AccessToken, AccessTokenUse],
  createServices: (_config) => ({
    accessTokens: new AccessTokenService(),
    operatorTokens: new OperatorTokenService(),
  }),
};
