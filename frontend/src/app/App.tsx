import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { getAppEnv, getBasePath } from '../lib/env';
import { setQuietPathMatcher } from '../lib/http-errors';
import { createApolloClient } from './apollo';
import { Providers } from './Providers';
import { isHomePath } from './route-match';
import { createAppRouter } from './router';

setQuietPathMatcher(isHomePath);

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(() => createAppRouter(client, getAppEnv(), getBasePath()));
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
