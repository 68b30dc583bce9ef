// The Apollo Client runtime as its own chunk: the entry loads it on start-up without waiting for it, so public pages
// that mark `deferApollo` paint their heading before it has arrived.
import type { ApolloClient } from '@apollo/client';
import { PermissionCatalogueDocument } from '../graphql/documents/permissions';
import { ViewerDocument } from '../graphql/documents/viewer';
import { createApolloClient as createClient } from './apollo';
import { whenShellBooted } from './shell-viewer';

/**
 * The app's client. When the back office booted without Apollo (app/shell-viewer.ts), that answer goes into the new
 * cache as Apollo would have written it, so the viewer and catalogue queries of the shell and the pages read it
 * instead of asking the gateway again.
 */
export function createApolloClient(): ApolloClient {
  const client = createClient();
  whenShellBooted(({ viewer, catalogue }) => {
    client.writeQuery({ query: ViewerDocument, data: { viewer } });
    if (catalogue)
      client.writeQuery({ query: PermissionCatalogueDocument, data: { permissionCatalogue: [...catalogue] } });
  });
  return client;
}
