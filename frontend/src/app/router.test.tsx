import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ViewerDocument } from '../graphql/documents/viewer';
import type { ViewerQuery } from '../graphql/generated';
import type { AppEnvName } from '../lib/env';
import { buildRouteObjects } from './router';
import { ROUTES } from './routes';
import { appSystem } from './theme';
import { LAYOUT_TEXT } from '../layouts/text';
import { MEMBERS_TEXT } from '../features/members/text';

type Viewer = NonNullable<ViewerQuery['viewer']>;

const member: Viewer & { __typename: 'Viewer' } = {
  __typename: 'Viewer',
  id: '1',
  kind: 'MEMBER',
  account: 'demo',
  name: '示範會員',
  memType: 'BUSINESS',
  isAssistant: false,
  isPlatform: false,
  roles: ['SELLER', 'BUSINESS'],
  permissions: [],
};

function setup(path: string, viewer: Viewer | null, env: AppEnvName = 'production') {
  // These tests are about routing: the pages' own queries get no answer, on purpose and without a warning each.
  const link = new MockLink([], { showWarnings: false });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  client.writeQuery({ query: ViewerDocument, data: { viewer } });
  const router = createMemoryRouter(buildRouteObjects({ load: async () => client, loaded: () => client }, env), {
    initialEntries: [path],
  });
  render(
    <ChakraProvider value={appSystem()}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return router;
}

describe('app router', () => {
  it('puts the buyer home together with the account screen of the members feature', async () => {
    const buyer: Viewer = {
      ...member,
      id: '9',
      account: 'buyer01',
      name: '示範買家',
      kind: 'BUYER',
      memType: 'BUYER',
      roles: ['BUYER'],
    };
    setup('/buyer', buyer);
    expect(
      await screen.findByRole('heading', { name: LAYOUT_TEXT.buyerWelcome }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MEMBERS_TEXT.editTitle })).toBeInTheDocument();
  });

  it('redirects unknown and empty /auth sub-paths to /auth/index', async () => {
    const router = setup('/auth/does/not/exist', member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/index'));
    expect(await screen.findByText('歡迎回來，示範會員')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('PayDesk｜會員首頁'));
  });

  it('sends visitors without a viewer to /login', async () => {
    const router = setup('/auth/member/edit', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '會員登入' })).toBeInTheDocument();
  });

  it('keeps assistants out of routes their group lacks', async () => {
    const assistant = { ...member, isAssistant: true, kind: 'ASSISTANT' as const, permissions: ['uop_list'] };
    const router = setup('/auth/bill/withdraw', assistant);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/index'));
  });

  it('sends a personal member who opens an assistant page back to /auth/index (SPEC §2.3)', async () => {
    const personal = { ...member, memType: 'PERSONAL' as const };
    for (const path of ['/auth/assistant/account', '/auth/assistant/group', '/auth/assistant/group/3']) {
      const router = setup(path, personal);
      await waitFor(() => expect([path, router.state.location.pathname]).toEqual([path, '/auth/index']));
    }
  });

  it('gives every route a page of its own that loads a component (no placeholder left: SPEC §2 is built)', async () => {
    const pages = await Promise.all(ROUTES.map(async (route) => [route.name, typeof (await route.page())] as const));
    expect(pages.filter(([, kind]) => kind !== 'function')).toEqual([]);
  });

  it('shows a not-found page for unknown public paths', async () => {
    setup('/no-such-page', null);
    expect(await screen.findByRole('heading', { name: '找不到頁面' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
  });

  it('shows only the login screen at the root in sandbox, under the banner', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'app-env', content: 'sandbox' });
    document.head.appendChild(meta);
    const router = setup('/', null, 'sandbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('您目前位於 PayDesk 測試環境（Sandbox）')).toBeInTheDocument();
    meta.remove();
  });
});
