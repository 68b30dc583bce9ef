import { RouterProvider } from 'react-router';
import { getAppEnv, getBasePath } from '../lib/env';
import { setQuietPathMatcher } from '../lib/http-errors';
import { loadApolloClient, loadedApolloClient } from './deferred-apollo';
import { Providers } from './Providers';
import { isHomePath } from './route-match';
import { createAppRouter, type AppRouter } from './router';

setQuietPathMatcher(isHomePath);

/** The router of this page, made before the first render (main.tsx) so that render can show the page itself. */
export function startRouter(maxWaitMs?: number): Promise<AppRouter> {
  return createAppRouter({ load: loadApolloClient, loaded: loadedApolloClient }, getAppEnv(), getBasePath(), maxWaitMs);
}

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
