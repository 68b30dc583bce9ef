import { matchPath } from 'react-router';
import { ROUTES, type AppRoute } from './paths';

function matches(route: AppRoute, path: string): boolean {
  return matchPath({ path: route.path, end: true }, path) !== null;
}

/** Public pages (home layout or no route at all): a 401 there is silent (SPEC §8). */
export function isHomePath(path: string): boolean {
  const route = ROUTES.find((candidate) => matches(candidate, path));
  if (route) return route.layout === 'home';
  return !path.startsWith('/auth') && !path.startsWith('/buyer');
}
