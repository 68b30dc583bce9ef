import { useMatches } from 'react-router';
import type { AppRoute } from './paths';

/** What the router attaches to each route object as `handle`. */
export interface RouteHandle {
  title: string;
  route?: AppRoute;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';
}

/** The deepest matched route's handle (title and table entry). */
export function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
