import { ApolloLink, type ApolloClient } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { AppInfoDocument } from '../graphql/documents/auth';
import { PermissionCatalogueDocument } from '../graphql/documents/permissions';
import { ViewerDocument } from '../graphql/documents/viewer';
import { showToast } from '../lib/toast';
import type { Viewer } from './access';
import { loadApolloClient } from './deferred-apollo';
import { buildRouteObjects } from './router';
import { resetShellData } from './shell-viewer';
import { sellerViewer } from '../test/viewers';
import { answerPlainQueries, batchesSent, restoreFetch } from '../test/plain-queries';
import { renderAppRoutes } from '../test/render-router';
import { memberInfoFixture } from '../test/member-info';

// Operations that reach the network through Apollo; none is ever answered. Counts the clients made.
const mockAsked: string[] = [];
let mockClients = 0;
jest.mock('./apollo-runtime', () => {
  const actual = jest.requireActual('./apollo-runtime');
  return {
    createApolloClient: () => {
      mockClients += 1;
      const client = actual.createApolloClient();
      client.setLink(
        new ApolloLink((operation) => {
          mockAsked.push(operation.operationName ?? '');
          return new Observable(() => undefined);
        }),
      );
      return client;
    },
  };
});

const seller: Viewer = sellerViewer({ roles: ['SELLER', 'BUSINESS'] });
// The served catalogue names the page 帳戶設定 where the route table says 帳號設定.
const catalogue = [
  {
    __typename: 'PermissionEntry',
    key: 'member_edit',
    type: 'LINK',
    bread: '帳戶設定',
    parentKey: null,
    sort: 1,
    area: 'member',
  },
];

/** A member who meets no gate. */
const memberInfo = memberInfoFixture({ memId: 7 });

const overview = {
  __typename: 'MoneyOverview',
  pending: 1200,
  available: 3400,
  withdrawing: 0,
  todayTotal: 500,
  todayCount: 1,
  monthTotal: 9000,
  monthCount: 4,
  byDay: [],
  byPayType: [],
  recent: [],
  shops: [],
  actions: [],
};

function answerShell(viewer: Viewer | null, info: typeof memberInfo | null = memberInfo) {
  return answerPlainQueries({
    Viewer: { viewer: viewer && { ...viewer, __typename: 'Viewer' } },
    ...(viewer
      ? {
          PermissionCatalogue: { permissionCatalogue: catalogue },
          MemberInfo: info ? { memberInfo: info } : { errors: [{ message: 'down' }] },
        }
      : {}),
    AppInfo: {
      appInfo: { __typename: 'AppInfo', env: 'production', basePath: '', captchaLength: 4, idleLimitMs: 600000 },
    },
    OnboardingChecklist: { onboardingChecklist: null },
    AgentReferrals: {
      agentReferrals: { __typename: 'AgentReferralPage', items: [], hasNextPage: false, nextCursor: null, errors: [] },
    },
    MoneyOverview: { moneyOverview: overview },
  });
}

/** A first page load: no Apollo client yet; the router's own wait for one never ends unless given. */
function firstLoad(
  path: string,
  waitForApollo: jest.Mock<Promise<ApolloClient>, []> = jest.fn(() => new Promise<never>(() => undefined)),
) {
  const router = renderAppRoutes(buildRouteObjects({ load: waitForApollo, loaded: () => null }, 'production'), path);
  return { router, waitForApollo };
}

afterEach(() => {
  restoreFetch();
  resetShellData();
  window.sessionStorage.clear();
});

describe('the back office home on a page load', () => {
  it('paints its shell, greeting and panels from two requests, and never loads Apollo Client', async () => {
    const fetchMock = answerShell(seller);
    const { waitForApollo } = firstLoad('/auth/index');

    expect(await screen.findByRole('heading', { level: 1, name: '歡迎回來，好物商行' })).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toHaveTextContent('帳戶設定');
    expect(screen.getByTestId('viewer-name')).toHaveTextContent('好物商行');
    expect(await screen.findByTestId('money-overview')).toHaveTextContent('3,400');
    // The shell's boot, then the panels' batch (the shop settings of SPEC §2.3 are REST, asked beside them).
    expect(batchesSent(fetchMock)).toEqual([
      ['Viewer', 'PermissionCatalogue', 'AppInfo'],
      ['OnboardingChecklist', 'AgentReferrals', 'MoneyOverview', 'MemberInfo'],
    ]);
    expect(waitForApollo).not.toHaveBeenCalled();
    expect(mockClients).toBe(0);
  });

  it('hands the boot answer to Apollo once it loads, so the shell and pages do not ask for it again', async () => {
    answerShell(seller);
    firstLoad('/auth/index');
    await screen.findByRole('heading', { level: 1, name: '歡迎回來，好物商行' });

    // What a navigation does: the next route loads Apollo.
    const client = await act(() => loadApolloClient());
    // The gate host asks for fresh member info once it has mounted.
    await waitFor(() => expect(mockAsked).toContain('MemberInfo'));
    expect(client.readQuery({ query: ViewerDocument })?.viewer?.name).toBe('好物商行');
    expect(client.readQuery({ query: PermissionCatalogueDocument })?.permissionCatalogue).toHaveLength(1);
    expect(client.readQuery({ query: AppInfoDocument })?.appInfo.idleLimitMs).toBe(600000);
    expect(mockAsked).not.toContain('Viewer');
    expect(mockAsked).not.toContain('PermissionCatalogue');
    expect(mockAsked).not.toContain('AppInfo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('歡迎回來，好物商行');
  });

  it('keeps an assistant out of a route its group lacks, with the permission message', async () => {
    answerShell({ ...seller, kind: 'ASSISTANT', isAssistant: true, permissions: ['trans_detail'] });
    // The page of the refused route waits for Apollo; the guard decides before it from the boot answer.
    const { router } = firstLoad(
      '/auth/bill/withdraw',
      jest.fn(() => loadApolloClient()),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/index'));
    expect(showToast).toHaveBeenCalledWith('很抱歉，您沒有操作權限');
    expect(await screen.findByRole('heading', { level: 1, name: '歡迎回來，好物商行' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', async () => {
    answerShell(null);
    const { router } = firstLoad('/auth/index');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
  });

  // Last: the client it loads stays for the rest of the file.
  it('loads Apollo for the gate dialog when the boot answer meets a gate', async () => {
    answerShell(seller, { ...memberInfo, merchantCount: 0 });
    firstLoad('/auth/index');

    await screen.findByRole('heading', { level: 1, name: '歡迎回來，好物商行' });
    await waitFor(() => expect(mockClients).toBe(1));
  });
});
