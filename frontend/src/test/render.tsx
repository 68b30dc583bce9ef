import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { system } from '../app/theme';

interface Options {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  path?: string;
  /** The URL to open when it differs from the route pattern `path` (e.g. '/signup/buyer' for '/signup/:buyer?'). */
  url?: string;
  /** Extra routes, e.g. the page a successful submit navigates to. */
  routes?: { path: string; element: ReactNode }[];
}

/** Render inside the app's providers with mocked GraphQL and an in-memory router. */
export function renderWithProviders(element: ReactNode, { mocks = [], path = '/', url, routes = [] }: Options = {}) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
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
