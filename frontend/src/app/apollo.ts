import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { getAppUrl, withBasePath } from '../lib/env';
import { requestHeaders } from '../lib/http';
import { HTTP_MESSAGES, handleErrorStatus } from '../lib/http-errors';
import { showToast } from '../lib/toast';

/**
 * Auth failures of GraphQL reuse the REST mapping of SPEC §8: UNAUTHENTICATED acts as 401,
 * HTTP statuses (419 CSRF, 5xx) as their status, FORBIDDEN as the permission message.
 * Expected failures arrive in payload `errors` and are left to the views.
 */
export const authErrorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((item) => item.extensions?.['code']);
    if (codes.includes('UNAUTHENTICATED')) handleErrorStatus(401);
    else if (codes.includes('FORBIDDEN')) showToast(HTTP_MESSAGES.forbidden);
    return;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    handleErrorStatus(error.statusCode);
    return;
  }
  handleErrorStatus(null);
});

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: `${getAppUrl()}${withBasePath('/graphql')}`,
    credentials: 'same-origin',
    headers: requestHeaders(),
  });
  return new ApolloClient({
    link: ApolloLink.from([authErrorLink, httpLink]),
    cache: new InMemoryCache(),
  });
}
