import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { HomeLayout } from '../layouts/HomeLayout';
import { DeferredApolloProvider, WhenApollo } from './deferred-apollo';
import { ROUTES } from './routes';
import { system } from './theme';

// The real runtime would build an HttpLink client; a mock link keeps the test off the network.
jest.mock('./apollo-runtime', () => ({
  createApolloClient: () => new ApolloClient({ cache: new InMemoryCache(), link: new MockLink([]) }),
}));

/** No Apollo provider at all: what a deferApollo page meets before the client has loaded. */
function renderBare(Component: ComponentType) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <Component />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const deferred = ROUTES.filter((route) => route.deferApollo);

describe('pages that paint before Apollo Client has loaded (issue 18 target 3)', () => {
  it('are public home pages, the only layout that does not wait for Apollo', () => {
    expect(deferred.map((route) => route.name)).toEqual(expect.arrayContaining(['home.index', 'home.fee']));
    for (const route of deferred) expect(route).toMatchObject({ layout: 'home', auth: false });
  });

  it.each(deferred.map((route) => [route.name, route] as const))(
    '%s renders its heading without any Apollo client',
    async (_name, route) => {
      renderBare(await route.page());
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  it('the home layout renders its header and page slot without any Apollo client', () => {
    renderBare(HomeLayout);
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('DeferredApolloProvider', () => {
  it('loads the client and then renders what waited for it, keeping what was already there', async () => {
    render(
      <DeferredApolloProvider>
        <p>頁首</p>
        <WhenApollo fallback={<p>載入中</p>}>
          <p>資料</p>
        </WhenApollo>
      </DeferredApolloProvider>,
    );
    expect(screen.getByText('頁首')).toBeInTheDocument();
    expect(screen.getByText('載入中')).toBeInTheDocument();
    expect(await screen.findByText('資料')).toBeInTheDocument();
    expect(screen.queryByText('載入中')).not.toBeInTheDocument();
    await act(async () => {});
  });
});
