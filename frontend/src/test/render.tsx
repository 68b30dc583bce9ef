import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { appSystem } from '../app/theme';
import { ViewerDocument } from '../graphql/documents/viewer';

interface Options {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  path?: string;
  /** The URL to open when it differs from the route pattern `path` (e.g. '/signup/buyer' for '/signup/:buyer?'). */
  url?: string;
  /** Extra routes, e.g. the page a successful submit navigates to. */
  routes?: { path: string; element: ReactNode }[];
}

/**
 * Buttons read the viewer from the cache (cache-first), where the app's boot puts it. A test that mocks no Viewer
 * query starts with none, which they read as "allowed", instead of sending a request no mock answers.
 */
function cacheFor(mocks: ReadonlyArray<MockLink.MockedResponse>): InMemoryCache {
  const cache = new InMemoryCache();
  if (!mocks.some((mock) => mock.request.query === ViewerDocument))
    cache.writeQuery({ query: ViewerDocument, data: { viewer: null } });
  return cache;
}

/** Render inside the app's providers with mocked GraphQL and an in-memory router. */
export function renderWithProviders(element: ReactNode, { mocks = [], path = '/', url, routes = [] }: Options = {}) {
  return render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks} cache={cacheFor(mocks)}>
        <MemoryRouter initialEntries={[url ?? path]}>
          <Routes>
            <Route path={path} element={element} />
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}
