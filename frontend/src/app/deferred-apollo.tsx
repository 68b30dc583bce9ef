import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { Suspense, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { APOLLO_RUNTIME, preloadRouteFiles } from './route-files';

/**
 * Apollo Client loads as its own chunk, beside the first page instead of inside the entry. Every
 * route waits for it before rendering, except the public pages marked `deferApollo` in the route table: those paint
 * at once and show their GraphQL parts through <WhenApollo>. The entry holds only Apollo's React context, so the
 * same context carries the client once it is there and nothing below it remounts.
 */
let client: ApolloClient | null = null;
let loading: Promise<ApolloClient> | null = null;
const listeners = new Set<() => void>();

/** The one client of the app; loads the runtime on the first call. */
export function loadApolloClient(): Promise<ApolloClient> {
  if (!loading) {
    preloadRouteFiles(APOLLO_RUNTIME);
    loading = import('./apollo-runtime').then(({ createApolloClient }) => {
      client = createApolloClient();
      listeners.forEach((listener) => listener());
      return client;
    });
  }
  return loading;
}

/** The client once loaded, null before (the route guards ask it without starting the load). */
export function loadedApolloClient(): ApolloClient | null {
  return client;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The client once loaded, null before. */
export function useLoadedApolloClient(): ApolloClient | null {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => client,
  );
}

/** Provides the client to the hooks of the pages as soon as it has loaded (routes and WhenApollo load it). */
export function DeferredApolloProvider({ children }: { children: ReactNode }) {
  const loaded = useLoadedApolloClient();
  const ApolloContext = getApolloContext();
  const value = useMemo(() => (loaded ? { client: loaded } : {}), [loaded]);
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}

/**
 * The client in Apollo's context (the loaded one, or a test's own provider), undefined before; reading it starts no
 * load.
 */
export function useClientInContext(): ApolloClient | undefined {
  return useContext(getApolloContext()).client;
}

/**
 * Renders children (which may use Apollo hooks) once a client is in context, the fallback before: a deferApollo
 * page paints without waiting for Apollo. The children may be lazy components, so the Apollo hooks stay out of the
 * page's own chunks; the fallback stands while they load too. Reads the context, so a test's own ApolloProvider
 * counts.
 */
export function WhenApollo({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const inContext = useClientInContext();
  // Loading starts once the deferApollo page has rendered, so its chunks and heading come first on a slow line.
  useEffect(() => {
    if (!inContext) void loadApolloClient();
  }, [inContext]);
  return inContext ? <Suspense fallback={fallback}>{children}</Suspense> : <>{fallback}</>;
}
