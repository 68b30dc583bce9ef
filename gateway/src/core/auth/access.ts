import type { RequestContext } from '../context';
import { forbidden, unauthenticated } from '../errors';
import { Role, ViewerKind, type Viewer } from '../viewer';
import { keyOpenTo, type PermissionKey } from '@paydesk/shared/permission-catalogue';
import { pageOpenToMemberType } from '@paydesk/shared/member-type-pages';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { isOperatorPermissionKey, type OperatorPermissionKey } from '@paydesk/shared/operator-permissions';

/**
 * The one permission vocabulary (DESIGN §3). GraphQL guard directives, REST guards and services all ask here:
 * who is signed in, whether they may use a guarded field or path, and whose data they work on.
 */

/** What a field or path declares: `@auth(roles)`, `@permission(key)` or `@public`. */
export interface Guard {
  auth?: { roles?: Role[] };
  permission?: { key: PermissionKey | OperatorPermissionKey };
  public?: Record<string, never>;
}

/** The permission rule: throws UNAUTHENTICATED or FORBIDDEN. */
export function assertGuard(guard: Guard, viewer: Viewer | null): void {
  if (guard.public && !guard.auth && !guard.permission) return;
  if (!viewer) throw unauthenticated();
  // A tool's access token passes only @permission fields and paths whose key its scopes grant.
  if (viewer.token && !(guard.permission && viewer.token.keys.includes(guard.permission.key))) throw forbidden();
  if (guard.auth?.roles?.length && !guard.auth.roles.some((role) => viewer.hasRole(role))) throw forbidden();
  // An operator query's key: operators only (an operator token has already shown the key above).
  if (guard.permission && isOperatorPermissionKey(guard.permission.key)) {
    if (!viewer.hasRole(Role.OPERATOR)) throw forbidden();
  } else if (guard.permission) {
    if (!viewer.hasRole(Role.SELLER)) throw forbidden();
    // SPEC §6: the agency area's keys are for agents and their assistants only, on every field.
    if (!keyOpenTo(guard.permission.key, viewer.isPlatform)) throw forbidden();
    // SPEC §2.3: assistant pages are for business members, the buyer view for personal members, on every field.
    const memberType = MEMBER_TYPE_LIST.byCode(viewer.memType)?.key;
    if (!pageOpenToMemberType(guard.permission.key, memberType)) throw forbidden();
    if (viewer.kind === ViewerKind.ASSISTANT && !viewer.permissions.includes(guard.permission.key)) throw forbidden();
  }
}

/** The same rule as a yes or no, for a service that serves more than one audience from one path. */
export function passesGuard(guard: Guard, viewer: Viewer | null): boolean {
  try {
    assertGuard(guard, viewer);
    return true;
  } catch {
    return false;
  }
}

/** The signed-in viewer; UNAUTHENTICATED for a visitor. */
export function requireViewer(ctx: Pick<RequestContext, 'viewer'>): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** An operator of the console; FORBIDDEN for anyone else. */
export function requireOperator(ctx: Pick<RequestContext, 'viewer'>): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.hasRole(Role.OPERATOR)) throw forbidden();
  return viewer;
}

/** The member whose data this viewer works on (the owner, for an assistant); FORBIDDEN for operators. */
export function ownerId(ctx: Pick<RequestContext, 'viewer'>): number {
  const viewer = requireViewer(ctx);
  if (!viewer.memberId) throw forbidden();
  return viewer.memberId;
}

/** As ownerId, for seller data only (members and their assistants, never a buyer). */
export function sellerId(ctx: Pick<RequestContext, 'viewer'>): number {
  const viewer = requireViewer(ctx);
  if (!viewer.hasRole(Role.SELLER) || !viewer.memberId) throw forbidden();
  return viewer.memberId;
}

/**
 * The member id of a seller acting for itself. Some acts belong to the account holder alone — accepting
 * notices, postponing the logistics application, completing the profile — so an assistant, though it works on
 * its owner's data, is refused with the SPEC §5 permission message, on GraphQL and REST alike.
 */
export function accountHolderId(viewer: Viewer | null): number {
  if (!viewer || viewer.kind !== ViewerKind.MEMBER || viewer.isAssistant || viewer.memberId === null) throw forbidden();
  return viewer.memberId;
}

/** The account of a member or buyer acting for itself (its own password, email, mobile); null for assistants and operators. */
export function ownAccountId(ctx: Pick<RequestContext, 'viewer'>): number | null {
  const viewer = ctx.viewer;
  return !viewer || viewer.isAssistant ? null : viewer.memberId;
}
