import { pathTo } from '../app/paths';
import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentHandle } from '../app/useCurrentRoute';
import { BELOW_BANNER } from '../components/sandbox-banner-size';
import { canAccessRoute } from '../app/access';
import { useShellData } from '../app/shell-viewer';
import { breadcrumbsFor } from '../features/dashboard/breadcrumbs';
import { buildSideMenu } from '../features/dashboard/side-menu';
import { ShopSettingsProvider } from '../features/merchants/shop-settings';
import { getAppEnv } from '../lib/env';
import { routeByName } from '../app/paths';
import { Breadcrumbs } from './dashboard/Breadcrumbs';
import { SideMenu } from './dashboard/SideMenu';
import { TopBar } from './dashboard/TopBar';

const TOP = `calc(${BELOW_BANNER} + 3.5rem)`;

// The idle timer, the gate host and the feed watch over the page but need not be there before its first paint.
const ShellWatchers = lazy(() => import('./dashboard/ShellWatchers').then((m) => ({ default: m.ShellWatchers })));

const NO_CATALOGUE: readonly never[] = [];

/**
 * Shell of /auth/*: top bar, side menu from catalogue + route table, breadcrumbs, gate dialogs, idle timer, outlet.
 * It paints from the viewer and catalogue the route guard put in app/shell-viewer.ts, before Apollo has loaded; once
 * it has, the feed keeps them equal to Apollo's cache (a viewer signed out meanwhile goes to the login page).
 */
export function DashboardLayout() {
  const { viewer, catalogue: served, idleLimitMs } = useShellData();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const location = useLocation();
  const route = useCurrentHandle()?.route;
  const env = getAppEnv();
  const catalogue = served ?? NO_CATALOGUE;

  const [menuPath, setMenuPath] = useState(location.pathname);
  // Navigating closes the mobile menu (adjusted during render, not in an effect).
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  if (!viewer) return <Navigate to={pathTo('login')} replace />;

  const sections = buildSideMenu(viewer, env, catalogue);
  const crumbs = breadcrumbsFor(route, catalogue);
  const agencyLinks = viewer.isPlatform ? (sections.find((s) => s.key === 'pf')?.items ?? []) : [];
  const memberEdit = routeByName('member.edit');
  return (
    <ShopSettingsProvider key={viewer.id}>
      <Flex direction="column" flex="1" bg={env === 'sandbox' ? 'sandbox.bg' : 'bg.muted'}>
        <TopBar
          name={viewer.name}
          homePath={pathTo('dashboard.index')}
          logoutPath={pathTo('logout')}
          crumbs={crumbs}
          agencyLinks={agencyLinks}
          showBuyerArea={viewer.memType === 'PERSONAL' && !viewer.isAssistant}
          showAccountSettings={Boolean(memberEdit && canAccessRoute(viewer, memberEdit))}
          collapsed={collapsed}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          onToggleCollapse={() => setCollapsed((c) => !c)}
        />
        <Flex flex="1" align="stretch">
          {menuOpen ? (
            <Box
              hideFrom="lg"
              position="fixed"
              inset="0"
              top={TOP}
              bg="blackAlpha.400"
              zIndex="overlay"
              onClick={() => setMenuOpen(false)}
            />
          ) : null}
          <Box
            as="aside"
            data-testid="side-menu"
            w="64"
            flexShrink={0}
            bg="bg"
            borderEndWidth="1px"
            display={{ base: menuOpen ? 'block' : 'none', lg: collapsed ? 'none' : 'block' }}
            position={{ base: 'fixed', lg: 'sticky' }}
            top={TOP}
            bottom={{ base: 0, lg: 'auto' }}
            h={{ lg: `calc(100vh - 3.5rem - ${BELOW_BANNER})` }}
            overflowY="auto"
            zIndex={{ base: 'modal', lg: 'auto' }}
            shadow={{ base: 'lg', lg: 'none' }}
          >
            <SideMenu sections={sections} onNavigate={() => setMenuOpen(false)} />
          </Box>
          <Box as="main" flex="1" minW="0" p={{ base: 4, md: 6 }}>
            <Box mb="4" hideBelow="lg" data-testid="page-breadcrumb">
              <Breadcrumbs crumbs={crumbs} />
            </Box>
            <Outlet />
          </Box>
        </Flex>
        <Suspense fallback={null}>
          <ShellWatchers
            routeName={route?.name}
            paintsBeforeApollo={Boolean(route?.deferApollo)}
            viewerId={viewer.id}
            idleLimitMs={idleLimitMs}
            logoutPath={pathTo('logout')}
          />
        </Suspense>
      </Flex>
    </ShopSettingsProvider>
  );
}
