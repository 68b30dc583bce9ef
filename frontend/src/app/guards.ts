import type { ApolloClient } from '@apollo/client';
import { redirect, type LoaderFunction } from 'react-router';
import { canAccessRoute, type Viewer } from './access';
import { HTTP_MESSAGES } from '../lib/http-errors';
import { showToast } from '../lib/toast';
import { pathTo, type AppRoute } from './paths';

/** The app's Apollo client, loaded on first use (deferred-apollo.tsx). */
export type ClientLoad = () => Promise<ApolloClient>;

/** The app's Apollo client: `load` loads it on first use, `loaded` is the client once it is there, else null. */
export interface ApolloAccess {
  load: ClientLoad;
  loaded: () => ApolloClient | null;
}

/**
 * The signed-in viewer from the cache, fetched when missing; null on any failure. The document module is imported
 * here, not at the top: it carries Apollo's hooks, which the entry must not load.
 */
export async function loadViewer(client: ApolloClient): Promise<Viewer | null> {
  try {
    const { ViewerDocument } = await import('../graphql/documents/viewer');
    const result = await client.query({ query: ViewerDocument, fetchPolicy: 'cache-first' });
    return result.data?.viewer ?? null;
  } catch {
    return null;
  }
}

/**
 * Route guard (SPEC §2.3 public-route guard and §5 assistant guard): auth routes need a viewer
 * with a member type; buyers and members stay in their own areas; assistants need the key.
 */
export function guardLoader(apollo: ApolloAccess, route: AppRoute): LoaderFunction {
  return async () => {
    // The back office's shell paints from the viewer its guard found, asked without Apollo on a page load.
    const viewer =
      route.layout === 'dashboard'
        ? await (await import('./shell-viewer')).shellViewer(apollo.loaded(), loadViewer)
        : await loadViewer(await apollo.load());
    const isBuyerArea = route.layout === 'buyer';
    if (!viewer || !viewer.memType) throw redirect(pathTo(isBuyerArea ? 'login.buyer' : 'login'));
    if (isBuyerArea !== (viewer.kind === 'BUYER'))
      throw redirect(pathTo(isBuyerArea ? 'dashboard.index' : 'buyer.index'));
    if (!canAccessRoute(viewer, route)) {
      if (route.permission && viewer.isAssistant) showToast(HTTP_MESSAGES.forbidden);
      throw redirect(pathTo('dashboard.index'));
    }
    return null;
  };
}

/** Internal tools: only a signed-in operator; anyone else goes to the login page. */
export function operatorLoader(apollo: ApolloAccess): LoaderFunction {
  return async () => {
    const viewer = await loadViewer(await apollo.load());
    if (viewer?.kind !== 'OPERATOR') throw redirect(pathTo('login'));
    return null;
  };
}
