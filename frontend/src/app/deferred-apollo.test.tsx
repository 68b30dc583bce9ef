import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { storePageStore } from '@paydesk/shared/store-page';
import { setServedStore } from '../features/storefront/served-store';
import { storefrontFixture } from '../features/storefront/storefront.mock';
import { HomeLayout } from '../layouts/HomeLayout';
import { DeferredApolloProvider, loadApolloClient, WhenApollo } from './deferred-apollo';
import { PAINTS_BEFORE_APOLLO } from './router';
import { ROUTES } from './routes';
import { resetShellData, setShellData } from './shell-viewer';
import { appSystem } from './theme';
import { answerPublicReference } from '../test/public-reference';
import { sellerViewer } from '../test/viewers';

// The real runtime would build an HttpLink client; a mock link keeps the test off the network.
const mockCreateClient = jest.fn(() => new ApolloClient({ cache: new InMemoryCache(), link: new MockLink([]) }));
jest.mock('./apollo-runtime', () => ({ createApolloClient: () => mockCreateClient() }));

/** No Apollo provider at all: what a deferApollo page meets before the client has loaded. */
function renderBare(Component: ComponentType, at?: { path: string; url: string }) {
  return render(
    <ChakraProvider value={appSystem()}>
      <MemoryRouter initialEntries={at ? [at.url] : undefined}>
        {at ? (
          <Routes>
            <Route path={at.path} element={<Component />} />
          </Routes>
        ) : (
          <Component />
        )}
      </MemoryRouter>
    </ChakraProvider>,
  );
}

// First in the file: the load is once per module, and the later tests would have started it.
describe('WhenApollo and DeferredApolloProvider', () => {
  it('show the fallback and start loading while no client is there, then the children once it is', async () => {
    const waiting = render(
      <WhenApollo fallback={<p>載入中</p>}>
        <p>資料</p>
      </WhenApollo>,
    );
    expect(screen.getByText('載入中')).toBeInTheDocument();
    expect(screen.queryByText('資料')).not.toBeInTheDocument();
    // The fallback's mount started the one load; a later call shares it.
    await waitFor(() => expect(mockCreateClient).toHaveBeenCalledTimes(1));
    const client = await loadApolloClient();
    expect(await loadApolloClient()).toBe(client);
    waiting.unmount();

    render(
      <DeferredApolloProvider>
        <WhenApollo fallback={<p>載入中</p>}>
          <p>資料</p>
        </WhenApollo>
      </DeferredApolloProvider>,
    );
    expect(await screen.findByText('資料')).toBeInTheDocument();
    expect(screen.queryByText('載入中')).not.toBeInTheDocument();
    expect(mockCreateClient).toHaveBeenCalledTimes(1);
  });
});

const deferred = ROUTES.filter((route) => route.deferApollo);

describe('pages that paint before Apollo Client has loaded', () => {
  // The public pages' reference figures come with a plain request (lib/public-reference.ts).
  beforeEach(() => answerPublicReference());

  it('are public pages and the back office home, in the layouts that do not wait for Apollo', () => {
    expect(deferred.map((route) => route.name)).toEqual(
      expect.arrayContaining(['home.index', 'home.fee', 'login', 'login.buyer', 'dashboard.index']),
    );
    for (const route of deferred) {
      expect(PAINTS_BEFORE_APOLLO).toContain(route.layout);
      // A guarded page paints from the viewer its guard found without Apollo: only the back office's guard does.
      if (route.auth) expect(route.layout).toBe('dashboard');
    }
  });

  it.each(deferred.map((route) => [route.name, route] as const))(
    '%s renders its heading without any Apollo client',
    async (_name, route) => {
      // What the back office's guard puts in the shell's store before its pages render.
      if (route.layout === 'dashboard') setShellData({ viewer: sellerViewer() });
      // What the gateway serves with the store page: the store it rendered (ADR 0065).
      const store = route.name === 'store.index' ? storePageStore(storefrontFixture()) : null;
      if (store) setServedStore({ slug: store.slug, store });
      const { unmount } = renderBare(
        await route.page(),
        store ? { path: route.path, url: `/store/${store.slug}` } : undefined,
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      unmount();
      resetShellData();
    },
  );

  it('the home layout renders its header and page slot without any Apollo client, its footer once loaded', async () => {
    renderBare(HomeLayout);
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
