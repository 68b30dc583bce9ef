import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Config } from '../config/config';
import type { Services } from '../modules/services';
import type { Viewer } from './viewer';

/** Everything a resolver, REST handler or service needs about the current request. */
export interface RequestContext {
  /** Request-scoped fork: identity map and dataloader live for one request only. */
  em: EntityManager;
  viewer: Viewer | null;
  req: Request;
  res: Response;
  config: Config;
  services: Services;
}
