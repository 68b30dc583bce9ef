import { Ctx, Directive, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../services';
import { statusFigures } from './status-figures';
import { SystemStatus } from './system-status.types';

@Resolver()
export class SystemStatusResolver {
  @Query(() => SystemStatus, {
    description: 'Queues, failing deliveries, settlement lag, job runs, locked logins (operators)',
  })
  @Directive('@auth(roles: [OPERATOR])')
  systemStatus(@Ctx() ctx: GatewayContext): Promise<SystemStatus> {
    return statusFigures.read(ctx.em);
  }
}
