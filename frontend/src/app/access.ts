import type { AppRoute } from './paths';
import type { ViewerFieldsFragment } from '../graphql/generated';
import { areaOpenTo } from '@paydesk/shared/agent-areas';
import { pageOpenToMemberType } from '@paydesk/shared/member-type-pages';
import type { ActionKey } from '@paydesk/shared/action-rights';

export type Viewer = ViewerFieldsFragment;

/** SPEC §5 assistant guard: only assistants are checked, and only routes that declare a key. */
export function canAccessRoute(
  viewer: Viewer,
  route: Pick<AppRoute, 'permission' | 'name' | 'group'> & Partial<Pick<AppRoute, 'holdersOnly'>>,
): boolean {
  if (route.name === 'survey.beneficiary.declaration' && viewer.memType !== 'BUSINESS') return false;
  // Assistant pages for business members, the buyer view for personal members (SPEC §2.3, §1/§6).
  if (!pageOpenToMemberType(route.name, viewer.memType)) return false;
  // The agency area is for agents only (SPEC §6), whatever the member type.
  if (route.group && !areaOpenTo(route.group, viewer.isPlatform)) return false;
  if (route.holdersOnly && viewer.isAssistant) return false;
  if (!viewer.isAssistant || !route.permission) return true;
  return viewer.permissions.includes(route.permission);
}

/** Side-menu visibility (SPEC §2.3/§6): the route rule, and assistants see no assistant group. */
export function isMenuVisible(viewer: Viewer, route: AppRoute): boolean {
  if (!route.menu) return false;
  if (route.group === 'assistant' && viewer.isAssistant) return false;
  // A page that only explains a feature to the other member type is reached by its link, not offered in the menu.
  if (route.group && !pageOpenToMemberType(route.group, viewer.memType)) return false;
  return canAccessRoute(viewer, route);
}

/** An act that moves money or changes a sale needs its own key (owners hold them all), never just the page's. */
export function canAct(viewer: Pick<Viewer, 'permissions'>, key: ActionKey): boolean {
  return viewer.permissions.includes(key);
}
