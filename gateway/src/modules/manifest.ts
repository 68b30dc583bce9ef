import type { EntityClass } from '@mikro-orm/core';
import type { ClassType } from 'type-graphql';
import type { Config } from '../config/config';
import type { RestRoutes } from '../core/http/rest';
import type { EventSubscriber } from './events';
import type { SaleKind } from './payments/sale-kinds';
import type { GatewayContextFactory, Services } from './services';

/**
 * What a module brings to the gateway (its `module.ts`); `modules/index.ts` lists every manifest and the four
 * registries (services, GraphQL resolvers, ORM entities, legacy REST routes) are read from that list. The manifest
 * is kept out of the module's index.ts on purpose: importing another module's public surface must not load its
 * resolvers and services, or every module would load every other one and close load-order cycles.
 */
export interface ModuleManifest {
  name: string;
  resolvers?: ClassType[];
  entities?: EntityClass<object>[];
  /** Adds the module's legacy REST paths, relative to /api (core/http/rest.ts). */
  restRoutes?: (router: RestRoutes, contextOf: GatewayContextFactory) => void;
  /**
   * Creates the module's services. `built` holds the services of the modules listed before this one; reading one
   * that is not built yet throws at boot (reorder modules/index.ts).
   */
  createServices?: (config: Config, built: Services) => Partial<Services>;
  /** What the module sells through payments (a store order, a payment link), registered in payments' port. */
  saleKind?: SaleKind;
  /** What the module does on published events (modules/events/dispatcher.ts hands every event to each). */
  eventSubscribers?: (services: Services) => EventSubscriber[];
}
