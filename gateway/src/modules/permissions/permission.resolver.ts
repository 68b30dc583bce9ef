import type { GatewayContext } from '../services';
import { PERMISSION_CATALOGUE } from '@paydesk/shared/permission-catalogue';
import { Ctx, Directive, Query, Resolver } from 'type-graphql';
import { PermissionEntryType } from './permission.types';

@Resolver()
export class PermissionResolver {
  @Query(() => [PermissionEntryType], {
    description: `The permission catalogue: drives the side menu, breadcrumbs and the group picker. Bounded: at most ${PERMISSION_CATALOGUE.length} entries, the permission code list`,
  })
  @Directive('@auth')
  permissionCatalogue(@Ctx() ctx: GatewayContext) {
    return ctx.services.permissions.catalogue(ctx);
  }
}
