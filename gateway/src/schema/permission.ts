import { Directive } from 'type-graphql';
import type { OperatorPermissionKey } from '@paydesk/shared/operator-permissions';
import type { PermissionKey } from '@paydesk/shared/permission-catalogue';

/**
 * `@permission(key)` on a resolver field or object type. The key is typed by the catalogue, so a misspelt or
 * withdrawn key fails the type check rather than refusing every assistant at run time. An operator key (`ops_…`,
 * operator-permissions.ts) guards an operator query: operators only, and the key an operator token's scope grants.
 */
export function Permission(key: PermissionKey | OperatorPermissionKey): ReturnType<typeof Directive> {
  return Directive(`@permission(key: "${key}")`);
}
