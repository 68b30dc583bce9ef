import { ApolloLink, type ApolloClient } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { PermissionCatalogueDocument } from '../graphql/documents/permissions';
import { ViewerDocument } from '../graphql/documents/viewer';
import { showToast } from '../lib/toast';
import type { Viewer } from './access';
import { loadApolloClient } from './deferred-apollo';
import { buildRouteObjects } from './router';
import { resetShellData } from './shell-viewer';
import { sellerViewer } from '../test/viewers';
import { renderAppRoutes } from '../test/render-router';

// Operations that reach the network through Apollo; none is ever answered, so the panels stay loading.
const mockAsked: string[] = [];
jest.mock('./apollo-runtime', () => {
  const actual = jest.requireActual('./apollo-runtime');
  return {
    createApolloClient: () => {
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

function answerShell(viewer: Viewer | null) {
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(
        JSON.stringify([
          { data: { viewer: viewer && { ...viewer, __typename: 'Viewer' } } },
          viewer ? { data: { permissionCatalogue: catalogue } } : { data: null, errors: [{ message: 'no' }] },
        ]),
        { headers: { 'content-type': 'application/json' } },
      ),
    ),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A first page load: no Apollo client yet; the router's own wait for one never ends unless given. */
function firstLoad(
  path: string,
  waitForApollo: jest.Mock<Promise<ApolloClient>, []> = jest.fn(() => new Promise<never>(() => undefined)),
) {
  const router = renderAppRoutes(buildRouteObjects({ load: waitForApollo, loaded: () => null }, 'production'), path);
  return { router, waitForApollo };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  resetShellData();
});

describe('the back office home on a page load', () => {
  it('paints its shell and greeting from one request, without waiting for Apollo Client', async () => {
    const fetchMock = answerShell(seller);
    const { waitForApollo } = firstLoad('/auth/index');

    expect(await screen.findByRole('heading', { level: 1, name: '歡迎回來，好物商行' })).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toHaveTextContent('帳戶設定');
    expect(screen.getByTestId('viewer-name')).toHaveTextContent('好物商行');
    // One GraphQL request (the shop settings of SPEC §2.3 are REST, asked beside it).
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/graphql'))).toHaveLength(1);
    expect(waitForApollo).not.toHaveBeenCalled();
  });

  it('hands that answer to Apollo once it loads, so the shell and pages do not ask for it again', async () => {
    answerShell(seller);
    firstLoad('/auth/index');
    await screen.findByRole('heading', { level: 1, name: '歡迎回來，好物商行' });

    const client = await loadApolloClient();
    // The panels have asked for their own data by now.
    await waitFor(() => expect(mockAsked.length).toBeGreaterThan(0));
    expect(client.readQuery({ query: ViewerDocument })?.viewer?.name).toBe('好物商行');
    expect(client.readQuery({ query: PermissionCatalogueDocument })?.permissionCatalogue).toHaveLength(1);
    expect(mockAsked).not.toContain('Viewer');
    expect(mockAsked).not.toContain('PermissionCatalogue');
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
});
