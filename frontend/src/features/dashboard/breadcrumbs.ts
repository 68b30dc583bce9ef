import { hasRequiredParam, routeByName, ROUTES, type AppRoute, pathTo } from '../../app/paths';
import { catalogueIndex, groupLabel, routeLabel, type CatalogueEntry } from '../permissions/catalogue';
import { menuPath } from './side-menu';
import { DASHBOARD_TEXT } from './text';

export interface Crumb {
  label: string;
  /** Linked crumbs lead somewhere; the last one (the page itself) does not. */
  to?: string;
}

const HOME = routeByName('dashboard.index');

/** Home > group > parent (from the catalogue's parent key) > page, labelled by the catalogue's bread. */
export function breadcrumbsFor(route: AppRoute | undefined, catalogue: readonly CatalogueEntry[]): Crumb[] {
  if (!route || route.layout !== 'dashboard') return [];
  const index = catalogueIndex(catalogue);
  const home = HOME?.title ?? DASHBOARD_TEXT.homeCrumb;
  if (route.name === 'dashboard.index') return [{ label: home }];
  const crumbs: Crumb[] = [{ label: home, to: pathTo('dashboard.index') }];
  if (route.group) crumbs.push({ label: groupLabel(route.group) });
  const parentKey = route.permission ? index.get(route.permission)?.parentKey : null;
  const parent = parentKey ? ROUTES.find((r) => r.permission === parentKey) : undefined;
  if (parent)
    crumbs.push({
      label: routeLabel(parent, index),
      ...(hasRequiredParam(parent.path) ? {} : { to: menuPath(parent.path) }),
    });
  crumbs.push({ label: routeLabel(route, index) });
  return crumbs;
}
