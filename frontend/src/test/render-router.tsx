import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { DeferredApolloProvider } from '../app/deferred-apollo';
import { appSystem } from '../app/theme';

/** The app's route objects in a memory router at `path`, under the providers the entry puts around them. */
export function renderAppRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={appSystem()}>
      <DeferredApolloProvider>
        <RouterProvider router={router} />
      </DeferredApolloProvider>
    </ChakraProvider>,
  );
  return router;
}
