import { isMenuVisible, type Viewer } from '../auth/access';
import { MENU_GROUPS, routesFor, type MenuGroup } from '../../app/routes';
import type { AppEnvName } from '../../lib/env';

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

/** Side menu from the route table, filtered for this viewer (a later issue adds the catalogue's bread/sort). */
export function buildSideMenu(viewer: Viewer, env: AppEnvName): SideMenuSection[] {
  const routes = routesFor(env).filter((route) => route.layout === 'dashboard');
  return MENU_GROUPS.map((group) => {
    const items: SideMenuItem[] = routes
      .filter((route) => route.group === group.key && isMenuVisible(viewer, route))
      .map((route) => ({ name: route.name, label: route.title, to: menuPath(route.path) }));
    if (items.length && group.externalLink) {
      items.push({ name: `${group.key}.external`, label: group.externalLink.label, to: group.externalLink.href, external: true });
    }
    return { key: group.key, label: group.label, items };
  }).filter((section) => section.items.length > 0);
}
