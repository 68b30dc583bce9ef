import { Box, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { BELOW_BANNER } from '../components/SandboxBanner';
import { buildSideMenu } from '../features/dashboard/side-menu';
import { IdleLogout } from '../features/session/IdleLogout';
import { useViewerQuery } from '../graphql/generated';
import { getAppEnv } from '../lib/env';
import { SideMenu } from './dashboard/SideMenu';
import { TopBar } from './dashboard/TopBar';

/** Shell of /auth/*: top bar, side menu from the route table, content outlet. */
export function DashboardLayout() {
  const { data, loading } = useViewerQuery();
  const [menuOpen, setMenuOpen] = useState(false);
  const env = getAppEnv();
  const viewer = data?.viewer;

  if (!viewer) return loading ? <PageSpinner /> : <Navigate to="/login" replace />;

  const sections = buildSideMenu(viewer, env);
  return (
    <Flex direction="column" flex="1" bg={env === 'sandbox' ? 'sandbox.bg' : 'bg.muted'}>
      <TopBar name={viewer.name} homePath="/auth/index" logoutPath="/logout" onToggleMenu={() => setMenuOpen((open) => !open)} />
      <IdleLogout logoutPath="/logout" />
      <Flex flex="1" align="stretch">
        <Box
          as="aside"
          w="64"
          flexShrink={0}
          bg="bg"
          borderEndWidth="1px"
          display={{ base: menuOpen ? 'block' : 'none', lg: 'block' }}
          position={{ base: 'fixed', lg: 'sticky' }}
          top={{ base: `calc(${BELOW_BANNER} + 3.5rem)`, lg: `calc(${BELOW_BANNER} + 3.5rem)` }}
          bottom={{ base: 0, lg: 'auto' }}
          h={{ lg: `calc(100vh - 3.5rem - ${BELOW_BANNER})` }}
          overflowY="auto"
          zIndex={{ base: 'overlay', lg: 'auto' }}
          shadow={{ base: 'lg', lg: 'none' }}
        >
          <SideMenu sections={sections} onNavigate={() => setMenuOpen(false)} />
        </Box>
        <Box as="main" flex="1" minW="0" p={{ base: 4, md: 6 }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
