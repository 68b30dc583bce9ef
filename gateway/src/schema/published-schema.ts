import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { SCHEMA_SDL_PATH } from '@paydesk/shared/api-reference';
import { printContract } from './build-schema';

export { SCHEMA_SDL_PATH };

/**
 * GET /graphql/schema.graphql: the contract exactly as schema.graphql holds it (directive definitions and usages
 * included), printed once at boot. Public: it names what exists, and every field still checks its own guard.
 */
export function publishedSchema(contract: GraphQLSchema): RequestHandler {
  const sdl = printContract(contract);
  return (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('application/graphql; charset=utf-8').send(sdl);
  };
}
