import { MENU_GROUPS, type AppRoute, type MenuGroupKey } from '../../app/paths';
import type { PermissionCatalogueQuery } from '../../graphql/generated';

export type CatalogueEntry = PermissionCatalogueQuery['permissionCatalogue'][number];

/** Route-table group -> catalogue area. SPEC §2.3: assistant and merchant share member's key space. */
export const GROUP_AREA: Readonly<Record<MenuGroupKey, string | null>> = {
  dashboard: null,
  member: 'member',
  assistant: 'member',
  merchant: 'member',
  trans: 'transactions',
  bill: 'bill',
  uop: 'uop',
  shop: 'shop',
  period: 'period',
  shipping: 'shipping',
  helper: null,
  pf: 'pf',
};

export function catalogueIndex(entries: readonly CatalogueEntry[]): Map<string, CatalogueEntry> {
  return new Map(entries.map((e) => [e.key, e]));
}

export function groupLabel(key: MenuGroupKey): string {
  return MENU_GROUPS.find((g) => g.key === key)?.label ?? '';
}

/** The label a route shows in menu and breadcrumbs: the catalogue's bread, or the title when exempt. */
export function routeLabel(route: AppRoute, index: Map<string, CatalogueEntry>): string {
  return (route.permission && index.get(route.permission)?.bread) || route.title;
}
