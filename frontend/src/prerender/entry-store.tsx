// The store page's server render (ADR 0065): built for Node by the build (build/prerender.mjs, into
// dist/.vite/store-ssr, with every package inside), loaded once by the gateway (gateway/src/core/http/store-page.ts),
// which renders a store's first screen with it when it serves /store/:slug. The tree is the client's own first render
// of that page (App's providers, the root and auth layouts, StoreView with the served store), so the browser
// hydrates it; Emotion's rules come inline, as in the build's prerender.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ServedStore } from '@paydesk/shared/store-page';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { pathTo, ROUTES } from '../app/paths';
import { Providers } from '../app/Providers';
import { RootLayout } from '../app/RootLayout';
import type { RouteHandle } from '../app/useCurrentRoute';
import { setServedStore } from '../features/storefront/served-store';
import { StoreView } from '../features/storefront/views/StoreView';
import { AuthLayout } from '../layouts/AuthLayout';
import { withoutGlobalStyles } from './emotion-html';

const STORE_ROUTE = ROUTES.find((route) => route.name === 'store.index');
if (!STORE_ROUTE) throw new Error('the route table has no store.index');

/** The client's route tree down to the store page (the other routes render nothing on this page). */
const ROUTE_TREE: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      {
        id: 'layout-auth',
        Component: AuthLayout,
        children: [
          {
            path: STORE_ROUTE.path,
            handle: { title: STORE_ROUTE.title, route: STORE_ROUTE } satisfies RouteHandle,
            Component: StoreView,
          },
        ],
      },
    ],
  },
];

const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();

/** React's marks of a part it could not render here (the browser would render it): the page is not served so. */
const CLIENT_RENDERED = /<!--\$!-->|<template/;

/**
 * The store page of `served` as HTML for #root, links under `basePath` ('' or '/slave'). Synchronous from the
 * served store's setting to the end of the render, so renders never see each other's store.
 */
export async function renderStorePage(served: ServedStore, basePath: string): Promise<string> {
  let handler = handlers.get(basePath);
  if (!handler) {
    handler = createStaticHandler(ROUTE_TREE, basePath ? { basename: basePath } : {});
    handlers.set(basePath, handler);
  }
  const path = `${basePath}${pathTo('store.index', { slug: served.slug })}`;
  const context = await handler.query(new Request(`http://store${path}`));
  if (context instanceof Response || context.statusCode !== 200) throw new Error(`store page ${path}: no route`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setServedStore(served);
  try {
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={createCache({ key: 'css' })}>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </CacheProvider>
      </StrictMode>,
    );
    if (CLIENT_RENDERED.test(html)) throw new Error(`store page ${path}: a part did not render on the server`);
    return withoutGlobalStyles(html);
  } finally {
    setServedStore(null);
  }
}
