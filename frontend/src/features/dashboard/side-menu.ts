import { MENU_GROUPS, routesFor, type AppRoute, type MenuGroup } from '../../app/paths';
import type { AppEnvName } from '../../lib/env';
import { isMenuVisible, type Viewer } from '../../app/access';
import { catalogueIndex, routeLabel, type CatalogueEntry } from '../permissions/catalogue';

export interface SideMenuItem {
  name: string;
  label: string;
  to: string;
  external?: boolean;
}

export interface SideMenuSection {
  key: MenuGroup['key'];
  label: string;
  items: SideMenuItem[];
}

/** '/auth/assistant/account/:id?/:action?' -> '/auth/assistant/account'. */
export function menuPath(path: string): string {
  return path.replace(/\/:[A-Za-z]+\?/g, '');
}

/**
 * SPEC §2.3 side menu: groups of the route table, entries whose catalogue type is LINK ("menu items whose
 * permission type is not link are hidden"; menu-type entries are pages reached from other pages), sorted and labelled by the catalogue; exempt entries (home, helper)
 * always show; assistants see only keys their group grants; external sub-items open in a new tab.
 */
export function buildSideMenu(
  viewer: Viewer,
  env: AppEnvName,
  catalogue: readonly CatalogueEntry[],
): SideMenuSection[] {
  const index = catalogueIndex(catalogue);
  const sortOf = (route: AppRoute) => (route.permission ? (index.get(route.permission)?.sort ?? 9999) : 0);
  const inMenu = (route: AppRoute) => {
    if (!route.menu) return false;
    // Until the catalogue has loaded, the route table's menu flag (checked equal to it by a test) stands in.
    if (!route.permission || index.size === 0) return true;
    return index.get(route.permission)?.type === 'LINK';
  };
  const routes = routesFor(env).filter((route) => route.layout === 'dashboard');
  return MENU_GROUPS.map((group) => {
    const items: SideMenuItem[] = routes
      .filter((route) => route.group === group.key && inMenu(route) && isMenuVisible(viewer, route))
      .sort((a, b) => sortOf(a) - sortOf(b))
      .map((route) => ({ name: route.name, label: routeLabel(route, index), to: menuPath(route.path) }));
    if (items.length && group.externalLink) {
      items.push({
        name: `${group.key}.external`,
        label: group.externalLink.label,
        to: group.externalLink.href,
        // The developer page is in the product now: only a full address opens elsewhere.
        external: /^https?:/.test(group.externalLink.href),
      });
    }
    return { key: group.key, label: group.label, items };
  }).filter((section) => section.items.length > 0);
}
