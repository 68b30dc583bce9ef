import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { getAppEnv, getBasePath } from '../lib/env';
import { setQuietPathMatcher } from '../lib/http-errors';
import { loadApolloClient, loadedApolloClient } from './deferred-apollo';
import { Providers } from './Providers';
import { isHomePath } from './route-match';
import { createAppRouter } from './router';

setQuietPathMatcher(isHomePath);

export function App() {
  const [router] = useState(() =>
    createAppRouter({ load: loadApolloClient, loaded: loadedApolloClient }, getAppEnv(), getBasePath()),
  );
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
