import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canAccessRoute } from '../app/access';
import { pathTo, routeByName, type RouteName } from '../app/paths';
import { useViewerQuery } from '../graphql/documents/viewer';
import { COMPONENT_TEXT } from './text';

/**
 * Whether the signed-in viewer may open a back-office page, by the same rule the route guard applies (an assistant
 * needs the page's key in its permission map; the agency is for agents). Unknown until the viewer has loaded,
 * which counts as yes: the guard and the gateway still refuse.
 */
export function useCanOpen(name: RouteName): boolean {
  const viewer = useViewerQuery({ fetchPolicy: 'cache-first' }).data?.viewer;
  const route = routeByName(name);
  return !viewer || !route || canAccessRoute(viewer, route);
}

/**
 * A button that opens a back-office page. A viewer who may not open it (SPEC §5: an assistant without the key)
 * sees it disabled with the reason as its description, instead of meeting a permission error after the click.
 */
export function RouteButton({
  to,
  params,
  children,
  ...rest
}: { to: RouteName; params?: Record<string, string | number>; children: ReactNode } & Omit<ButtonProps, 'asChild'>) {
  const allowed = useCanOpen(to);
  if (!allowed)
    return (
      <Button {...rest} disabled title={COMPONENT_TEXT.noPermission} aria-description={COMPONENT_TEXT.noPermission}>
        {children}
      </Button>
    );
  return (
    <Button asChild {...rest}>
      <Link to={pathTo(to, params)}>{children}</Link>
    </Button>
  );
}
