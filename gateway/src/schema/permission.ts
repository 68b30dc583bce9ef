import { Directive } from 'type-graphql';
import type { PermissionKey } from '@paydesk/shared/permission-catalogue';

/**
 * `@permission(key)` on a resolver field or object type. The key is typed by the catalogue, so a misspelt or
 * withdrawn key fails the type check rather than refusing every assistant at run time.
 */
export function Permission(key: PermissionKey): ReturnType<typeof Directive> {
  return Directive(`@permission(key: "${key}")`);
}
