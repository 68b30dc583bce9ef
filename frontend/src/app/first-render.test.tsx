import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { HOME_TEXT } from '../features/home/text';
import { loadApolloClient } from './deferred-apollo';
import { buildRouteObjects, loadMatchedRoutes } from './router';
import { renderAppRoutes } from '../test/render-router';

// Apollo never arrives: the public home page and its layout paint without it.
const never = () => new Promise<never>(() => undefined);
const apollo = { load: never, loaded: () => null };

/** Every route object of the tree, layouts' children included. */
function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('the first render of a page load', () => {
  it('shows the page itself, not the loading spinner, once the matched routes have loaded', async () => {
    const routes = buildRouteObjects(apollo, 'production');
    await loadMatchedRoutes(routes, '/', '', 5000);

    const router = renderAppRoutes(routes, '/');

    // Nothing left to load: the router starts initialized and the very first render holds the heading.
    expect(router.state.initialized).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOME_TEXT.heroTitle);
    expect(screen.queryByRole('status', { name: '載入中' })).not.toBeInTheDocument();
    // The page's GraphQL parts load Apollo after that first paint: let it and their lazy parts arrive in the test.
    await act(() => loadApolloClient());
  });

  it('loads only the routes the path matches (the home layout and page), not the others', async () => {
    const routes = buildRouteObjects(apollo, 'production');
    const lazy = allRoutes(routes).filter((route) => route.lazy);

    await loadMatchedRoutes(routes, '/', '', 5000);

    const loaded = lazy.filter((route) => route.lazy === undefined);
    expect(loaded.map((route) => route.id ?? route.path)).toEqual(['layout-home', '/']);
    expect(loaded.every((route) => typeof route.Component === 'function')).toBe(true);
    expect(lazy.length - loaded.length).toBeGreaterThan(90);
  });

  it('honours the deployment base path', async () => {
    const routes = buildRouteObjects(apollo, 'production');
    await loadMatchedRoutes(routes, '/slave/login', '/slave', 5000);

    const login = allRoutes(routes).find((route) => route.path === '/login/:id?');
    expect(login?.lazy).toBeUndefined();
    expect(typeof login?.Component).toBe('function');
  });

  it('stops waiting after the given time and leaves the route to the router (spinner first, as before)', async () => {
    const page: RouteObject = { path: '/', lazy: never };
    const routes: RouteObject[] = [
      { id: 'root', HydrateFallback: () => <p role="status">載入中</p>, children: [page] },
    ];

    const started = Date.now();
    await loadMatchedRoutes(routes, '/', '', 50);

    expect(Date.now() - started).toBeLessThan(2000);
    expect(page.lazy).toBe(never);
    expect(page.Component).toBeUndefined();
    const router = renderAppRoutes(routes, '/');
    expect(router.state.initialized).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
  });

  it('leaves every route lazy when one of the loads fails (the router shows its error page)', async () => {
    const layout: RouteObject = {
      id: 'layout',
      lazy: async () => ({ Component: () => <p>版面</p> }),
      children: [{ path: '/', lazy: () => Promise.reject(new Error('chunk failed')) }],
    };

    await loadMatchedRoutes([layout], '/', '', 5000);

    expect(typeof layout.lazy).toBe('function');
    expect(layout.Component).toBeUndefined();
  });
});
