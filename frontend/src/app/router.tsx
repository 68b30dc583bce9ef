import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import type { AppEnvName } from '../lib/env';
import { guardLoader, operatorLoader, type ApolloAccess, type ClientLoad } from './guards';
import { RootLayout } from './RootLayout';
import { preloadRouteFiles } from './route-files';
import { RouteError } from './RouteError';
import { NOT_FOUND_TITLE, pathTo, type LayoutKind } from './paths';
import { pageRoutesFor, type PageLoad, type PageRoute } from './routes';
import type { RouteHandle } from './useCurrentRoute';

type Load = PageLoad;

// Every layout is its own chunk too (pages load from their route rows).
const LAYOUTS: Record<LayoutKind, Load> = {
  auth: () => import('../layouts/AuthLayout').then((m) => m.AuthLayout),
  home: () => import('../layouts/HomeLayout').then((m) => m.HomeLayout),
  dashboard: () => import('../layouts/DashboardLayout').then((m) => m.DashboardLayout),
  buyer: () => import('../layouts/BuyerLayout').then((m) => m.BuyerLayout),
};

const lazyComponent = (load: Load) => async () => ({ Component: await load() });

// Unknown public paths are rare: their page is a chunk of its own, not part of every page's entry.
const notFoundPage: Load = () => import('./NotFoundPage').then((m) => m.NotFoundPage);

/** The component once both its chunk and the Apollo client have loaded (fetched side by side). */
const lazyWithApollo = (load: Load, getClient: ClientLoad) => async () => {
  const [Component] = await Promise.all([load(), getClient()]);
  return { Component };
};

/**
 * These layouts paint before Apollo has loaded (the home layout and its pages ask for their reference figures with one
 * plain request, lib/public-reference.ts, and never load Apollo themselves; the auth layout has no GraphQL part; the
 * back office's shell paints from app/shell-viewer.ts and keeps its GraphQL parts in WhenApollo); the buyer layout and
 * every page not marked deferApollo wait for it.
 */
export const PAINTS_BEFORE_APOLLO: readonly LayoutKind[] = ['home', 'auth', 'dashboard'];

const layoutLoad = (layout: LayoutKind, getClient: ClientLoad) =>
  PAINTS_BEFORE_APOLLO.includes(layout) ? lazyComponent(LAYOUTS[layout]) : lazyWithApollo(LAYOUTS[layout], getClient);

/** A route's lazy load that first preloads every file the route needs (src/app/route-files.ts), layout's included. */
function withRouteFiles<T>(route: PageRoute, load: () => Promise<T>): () => Promise<T> {
  return () => {
    preloadRouteFiles(route.name);
    return load();
  };
}

function toRouteObject(apollo: ApolloAccess, route: PageRoute, env: AppEnvName): RouteObject {
  const handle: RouteHandle = { title: route.title, route };
  // SPEC §2.1: in sandbox the root shows only the login screen.
  if (route.name === 'home.index' && env === 'sandbox') {
    return { path: route.path, handle, loader: () => redirect(pathTo('login')), Component: PageSpinner };
  }
  return {
    path: route.path,
    handle,
    ...(route.auth ? { loader: guardLoader(apollo, route) } : route.operator ? { loader: operatorLoader(apollo) } : {}),
    lazy: withRouteFiles(
      route,
      route.deferApollo ? lazyComponent(route.page) : lazyWithApollo(route.page, apollo.load),
    ),
  };
}

const toIndex = () => redirect(pathTo('dashboard.index'));

/** Route objects built from the route table (exported for tests with a memory router). */
export function buildRouteObjects(apollo: ApolloAccess, env: AppEnvName): RouteObject[] {
  const getClient = apollo.load;
  const table = pageRoutesFor(env);
  const children = (layout: LayoutKind) =>
    table.filter((route) => route.layout === layout).map((route) => toRouteObject(apollo, route, env));
  const notFound: RouteHandle = { title: NOT_FOUND_TITLE };

  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteError,
      children: [
        { id: 'layout-auth', lazy: layoutLoad('auth', getClient), children: children('auth') },
        {
          id: 'layout-dashboard',
          path: '/auth',
          lazy: layoutLoad('dashboard', getClient),
          // SPEC §2.3: empty and unknown /auth sub-paths go to the dashboard home.
          children: [
            { index: true, loader: toIndex, Component: PageSpinner },
            ...children('dashboard'),
            { path: '*', loader: toIndex, Component: PageSpinner },
          ],
        },
        { id: 'layout-buyer', lazy: layoutLoad('buyer', getClient), children: children('buyer') },
        {
          id: 'layout-home',
          lazy: layoutLoad('home', getClient),
          children: [...children('home'), { path: '*', handle: notFound, lazy: lazyComponent(notFoundPage) }],
        },
      ],
    },
  ];
}

/** How long the first render waits for the first page's modules before it shows the loading spinner instead. */
export const FIRST_PAGE_WAIT_MS = 500;

type LazyRoute = RouteObject & { lazy: () => Promise<Partial<RouteObject>> };

/**
 * Loads the lazy layout and page modules of the routes `pathname` matches into those route objects, so that a router
 * made from them renders the page in its first render. Left lazy, the first render shows the loading spinner and the
 * page follows in a second, time-sliced render: on the phone profile that cost 0.1–0.3 s before the first heading
 *. The gateway has named these modules beside the entry (modulepreload), so they are usually there
 * by now. Waits at most `maxWaitMs`; past that, or when a load fails, the routes stay lazy and the router shows the
 * spinner (or its error page) and loads them itself, as before.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  pathname: string,
  basename: string,
  maxWaitMs: number,
): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname, basename || '/') ?? [])
    .map(({ route }) => route)
    .filter((route): route is LazyRoute => typeof route.lazy === 'function');
  if (lazyRoutes.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const modules = await Promise.race([
    Promise.all(lazyRoutes.map((route) => route.lazy())).catch(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), maxWaitMs);
    }),
  ]);
  clearTimeout(timer);
  if (!modules) return;
  lazyRoutes.forEach((route, index) => Object.assign(route, modules[index], { lazy: undefined }));
}

/**
 * With the page prerendered in the HTML (the gateway's, from build/prerender.mjs) the first screen already shows:
 * the first render waits for the page's modules rather than replace it with the spinner.
 */
export const PRERENDERED_PAGE_WAIT_MS = 15_000;

/** The app's router, made once the first page's modules have loaded (or the wait for them is over). */
export async function createAppRouter(
  apollo: ApolloAccess,
  env: AppEnvName,
  basename: string,
  maxWaitMs = FIRST_PAGE_WAIT_MS,
) {
  const routes = buildRouteObjects(apollo, env);
  await loadMatchedRoutes(routes, window.location.pathname, basename, maxWaitMs);
  return createBrowserRouter(routes, basename ? { basename } : {});
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
