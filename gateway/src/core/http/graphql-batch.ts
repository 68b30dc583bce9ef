import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { GRAPHQL_BATCH_MAX, GRAPHQL_BATCH_MESSAGES as M } from '@paydesk/shared/graphql-batch';

/**
 * GraphQL batching: the client sends the queries a page asks at once as one POST with an array body, so the
 * request pays for one session read. Only queries may be batched: the operations of a batch run side by side on one
 * request context (one EntityManager), which is what the resolvers of one query do anyway, but never what a
 * mutation should share. A batch holds at most GRAPHQL_BATCH_MAX operations; each still meets the cost limits.
 */
export const limitGraphqlBatch: RequestHandler = (req, res, next) => {
  if (Array.isArray(req.body) && req.body.length > GRAPHQL_BATCH_MAX) {
    res.status(400).json({ errors: [{ message: M.tooMany, extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  next();
};

/** Apollo plugin: an operation of a batch that is not a query is refused before it runs. */
export const queriesOnlyInBatches: ApolloServerPlugin<{ req: { body?: unknown } }> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (Array.isArray(contextValue.req.body) && operation?.operation !== 'query')
          throw new GraphQLError(M.mutation, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
      },
    };
  },
};
