import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Config } from '../config/config';
import type { Viewer } from './viewer';

/**
 * Everything a service needs about the current request. Resolvers and REST adapters get the same with the
 * service registry added (`GatewayContext` in modules/services.ts): core names no module.
 */
export interface RequestContext {
  /** Request-scoped fork: identity map and dataloader live for one request only. */
  em: EntityManager;
  viewer: Viewer | null;
  req: Request;
  res: Response;
  config: Config;
}
