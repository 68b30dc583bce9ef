import { ApolloLink, type ApolloClient } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { tap } from 'rxjs';

/** The root fields a query document reads (`viewer`, `memberInfo`, `stores`…). */
function rootFields(document: DocumentNode): string[] {
  const definition = getMainDefinition(document);
  return definition.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
}

/** A mutation payload that refused (its `errors` list is not empty) changed nothing, so nothing is refreshed. */
function changedSomething(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  return Object.values(data as Record<string, unknown>).some((payload) => {
    if (!payload || typeof payload !== 'object') return payload !== null && payload !== false;
    const errors = (payload as { errors?: unknown }).errors;
    return !Array.isArray(errors) || errors.length === 0;
  });
}

/**
 * The one rule for a screen after a change: when a mutation has changed something, every query on screen is asked
 * again (gates, dialogs, the shell's viewer and member info, the list beside the form), and every answer kept for a
 * screen not shown is dropped, so that screen asks the gateway when it is next opened instead of showing the cache
 * from before the change. Views never list what a mutation may have touched; the gateway knows, the client asks it.
 */
export function refreshAfterChange(client: ApolloClient): void {
  const onScreen = new Set<string>();
  for (const query of client.getObservableQueries('active'))
    for (const field of rootFields(query.query)) onScreen.add(field);
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (onScreen.has(fieldName) ? value : DELETE),
  });
  void client.refetchQueries({ include: 'active' });
}

const isMutation = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'mutation';
};

/**
 * The link that applies `refreshAfterChange` after each mutation that changed something, once its own answer is in
 * the cache (the refresh runs on the next turn). `client` is read when the answer arrives, so the link can be built
 * before the client it belongs to.
 */
export function freshAfterMutationLink(client: () => ApolloClient | undefined): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!isMutation(operation)) return forward(operation);
    return forward(operation).pipe(
      tap((result) => {
        if (result.errors?.length || !changedSomething(result.data)) return;
        const target = client();
        if (target) setTimeout(() => refreshAfterChange(target), 0);
      }),
    );
  });
}
