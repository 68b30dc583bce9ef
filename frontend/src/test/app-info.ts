import type { MockLink } from '@apollo/client/testing';
import { AppInfoDocument } from '../graphql/documents/auth';
import type { AppInfoQuery } from '../graphql/generated';

/** The gateway's appInfo as a local run answers it (default idle limit), for views that read it on mount. */
export function appInfoMock(over: Partial<AppInfoQuery['appInfo']> = {}): MockLink.MockedResponse {
  const appInfo = { env: 'LOCAL', basePath: '', captchaLength: 5, idleLimitMs: 600_000, ...over };
  return {
    request: { query: AppInfoDocument },
    result: { data: { appInfo: { __typename: 'AppInfo', ...appInfo } } },
  };
}
