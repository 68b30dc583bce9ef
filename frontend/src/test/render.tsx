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
  /** Extra routes, e.g. the page a successful submit navigates to. */
  routes?: { path: string; element: ReactNode }[];
}

/** Render inside the app's providers with mocked GraphQL and an in-memory router. */
export function renderWithProviders(element: ReactNode, { mocks = [], path = '/', routes = [] }: Options = {}) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[path]}>
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
