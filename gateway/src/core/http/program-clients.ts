import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { Request, Response } from 'express';

/**
 * A request with no cookie is a program (a script, a tool, a GraphQL client), not a browser page: it holds no
 * session a foreign page could ride on, so it needs no CSRF token and is served as a guest unless it signs in
 * with an access token.
 */
export const carriesNoCookie = (req: Request): boolean => !req.headers.cookie;

const CHALLENGE = 'Bearer realm="PayDesk"';

/** The bearer challenge of RFC 6750: with an error code when a token was sent and refused. */
export function bearerChallenge(res: Response, error?: 'invalid_token'): void {
  res.setHeader('WWW-Authenticate', error ? `${CHALLENGE}, error="${error}"` : CHALLENGE);
}

/**
 * A program asking as a guest for what needs a sign-in gets HTTP 401 and the bearer challenge (public fields of
 * the same document still answer). Browsers keep the 200 answer their client maps itself (UNAUTHENTICATED).
 */
export const unauthenticatedPrograms: ApolloServerPlugin<BaseContext & { req: Request }> = {
  async requestDidStart({ contextValue }) {
    if (!carriesNoCookie(contextValue.req)) return;
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (!errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
        response.http.status = 401;
        response.http.headers.set('WWW-Authenticate', CHALLENGE);
      },
    };
  },
};
