import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { GRAPHQL_BATCH_MAX } from '@paydesk/shared/graphql-batch';
import { getAppUrl, withBasePath } from '../lib/env';
import { REQUEST_TIMEOUT_MS, requestHeaders } from '../lib/http';
import { handleErrorStatus, handleGraphQLErrors } from '../lib/http-errors';
import { freshAfterMutationLink } from './fresh-after-mutation';

/**
 * Auth failures of GraphQL reuse the REST mapping of SPEC §8: UNAUTHENTICATED acts as 401,
 * HTTP statuses (419 CSRF, 5xx) as their status, FORBIDDEN as the permission message.
 * Expected failures arrive in payload `errors` and are left to the views.
 */
export const authErrorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) {
    handleGraphQLErrors(error.errors);
    return;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    handleErrorStatus(error.statusCode);
    return;
  }
  handleErrorStatus(null);
});

/**
 * SPEC §7: every request gives up after 30 seconds, GraphQL included. The timer aborts the fetch, which the
 * error link reports as a network failure ('請求錯誤'); an abort by the caller still passes through.
 */
export function timedFetch(
  base: typeof fetch = (...args) => fetch(...args),
  timeoutMs = REQUEST_TIMEOUT_MS,
): typeof fetch {
  return (input, init = {}) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const outer = init.signal;
    if (outer?.aborted) controller.abort();
    else outer?.addEventListener('abort', () => controller.abort(), { once: true });
    return base(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}

/** Queries a page asks within this many milliseconds of each other travel in one HTTP request. */
export const BATCH_INTERVAL_MS = 10;

const isQuery = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'query';
};

/**
 * Queries are batched: a page's shell and view ask for viewer, member info, figures… at once, and one request
 * costs the gateway one session read instead of one per query. Mutations go alone (each its own request, its own
 * answer status, never delayed).
 */
export function createApolloClient(): ApolloClient {
  const shared: HttpLink.Options = {
    uri: `${getAppUrl()}${withBasePath('/graphql')}`,
    credentials: 'same-origin',
    headers: requestHeaders(),
    fetch: timedFetch(),
  };
  const batched = new BatchHttpLink({ ...shared, batchMax: GRAPHQL_BATCH_MAX, batchInterval: BATCH_INTERVAL_MS });
  // After a change, what is on screen is asked again and the rest dropped (app/fresh-after-mutation.ts).
  const fresh = freshAfterMutationLink(() => client);
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([authErrorLink, fresh, ApolloLink.split(isQuery, batched, new HttpLink(shared))]),
    cache: new InMemoryCache(),
  });
  return client;
}
