// The build's prerender (frontend/build/prerender.mjs): the public pages that paint before Apollo, rendered in Node
// to the HTML the gateway puts in <div id="root">, so the first screen shows before any JavaScript has run. The
// client hydrates it (main.tsx): the tree is the client's own first render (App's providers, every GraphQL part in
// its loading state, the guest's header), with Emotion's rules inline, which Emotion moves into <head> on load.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/Providers';
import { pageRoutesFor } from '../app/routes';
import { buildRouteObjects } from '../app/router';
import { getAppEnv } from '../lib/env';
import { withoutGlobalStyles } from './emotion-html';

/** Apollo never loads here: the prerendered pages show their GraphQL parts' loading state, as the client first does. */
const NO_APOLLO = {
  load: () => new Promise<never>(() => undefined),
  loaded: () => null,
};

/** The prerendered env: any but the sandbox, whose root is the login page and which shows a banner. */
const ENV = 'production';

/** Pages whose first screen depends on the request: the developer docs' examples name the site's own origin. */
const PER_REQUEST: readonly string[] = ['home.developers'];

/**
 * The public pages that paint before Apollo (deferApollo rows of the home and auth layouts), each at its path with
 * optional segments left out; rows with a required parameter are not prerendered.
 */
export function prerenderedPaths(): string[] {
  // A build made for the sandbox (VITE_APP_ENV) shows its banner and login root everywhere: nothing to prerender.
  if (getAppEnv() === 'sandbox') return [];
  return pageRoutesFor(ENV)
    .filter((route) => route.deferApollo && !route.auth && (route.layout === 'home' || route.layout === 'auth'))
    .filter((route) => !PER_REQUEST.includes(route.name))
    .map((route) => route.path.replace(/\/:[A-Za-z]+\?/g, '') || '/')
    .filter((path) => !path.includes(':'));
}

/** React's markers of a Suspense boundary revealed later by an inline script (which the site's CSP blocks). */
const LATE_BOUNDARY = /<template id="B:|<script>/;

/**
 * The page at `path` as HTML for #root (its Emotion rules inline before the elements that use them). A lazy part
 * suspends the first time and comes out as a boundary an inline script fills in; rendered again, its module has
 * loaded and the page comes out whole. So the page is rendered until it has no such boundary left.
 */
export async function renderPage(path: string): Promise<string> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const html = await renderOnce(path);
    if (!LATE_BOUNDARY.test(html)) return html;
  }
  throw new Error(`prerender ${path}: a part still suspends after three renders`);
}

async function renderOnce(path: string): Promise<string> {
  const handler = createStaticHandler(buildRouteObjects(NO_APOLLO, ENV));
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: redirected (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerender ${path}: status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'css' })}>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </CacheProvider>
    </StrictMode>,
    {
      // A part that fails here would show its client fallback in the HTML: the build stops instead.
      onError: (error) => void errors.push(error),
      // React moves a large boundary's content out to be revealed by an inline script: here the page is static.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  if (errors.length) throw new AggregateError(errors, `prerender ${path}: ${String(errors[0])}`);
  const html = await new Response(prelude).text();
  return withoutGlobalStyles(html);
}
