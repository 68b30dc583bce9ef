// The Apollo Client runtime as its own chunk: the entry loads it on start-up without waiting for it, so public pages
// that mark `deferApollo` paint their heading before it has arrived.
import type { ApolloClient } from '@apollo/client';
import { AppInfoDocument } from '../graphql/documents/auth';
import { PermissionCatalogueDocument } from '../graphql/documents/permissions';
import { ViewerDocument } from '../graphql/documents/viewer';
import { createApolloClient as createClient } from './apollo';
import { whenShellBooted } from './shell-viewer';

/**
 * The app's client. When the back office booted without Apollo (app/shell-viewer.ts), its answers go into the new
 * cache as Apollo would have written them, so the viewer, catalogue and app info queries of the shell and the pages
 * read them instead of asking the gateway again.
 */
export function createApolloClient(): ApolloClient {
  const client = createClient();
  whenShellBooted(({ viewer, catalogue, appInfo }) => {
    client.writeQuery({ query: ViewerDocument, data: { viewer } });
    if (catalogue) client.writeQuery({ query: PermissionCatalogueDocument, data: { permissionCatalogue: catalogue } });
    if (appInfo) client.writeQuery({ query: AppInfoDocument, data: { appInfo } });
  });
  return client;
}
