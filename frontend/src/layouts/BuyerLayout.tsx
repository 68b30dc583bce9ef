import { pathTo } from '../app/paths';
import { Box, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { isBuyerSignOut } from '../lib/consumer-token';
import { Copyright } from '../components/Copyright';
import { PageSpinner } from '../components/PageSpinner';
import { IdleLogout } from '../features/session/IdleLogout';
import { useAppInfoQuery } from '../graphql/documents/auth';
import { useViewerQuery } from '../graphql/documents/viewer';
import { TopBar } from './dashboard/TopBar';

/** Minimal consumer area: name, logout and the page. */
export function BuyerLayout() {
  const { data, loading } = useViewerQuery();
  const { data: app } = useAppInfoQuery();
  const navigate = useNavigate();
  // A sign-out in another tab (SPEC §3 consumerToken) sends this one to the buyer login too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isBuyerSignOut(event)) void navigate(pathTo('logout.buyer'), { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);
  const viewer = data?.viewer;
  if (!viewer) return loading ? <PageSpinner /> : <Navigate to={pathTo('login.buyer')} replace />;
  return (
    <Flex direction="column" flex="1" bg="bg.muted">
      <TopBar name={viewer.name} homePath={pathTo('buyer.index')} logoutPath={pathTo('logout.buyer')} />
      <IdleLogout logoutPath={pathTo('logout.buyer')} limitMs={app?.appInfo.idleLimitMs} />
      <Box as="main" flex="1" p={{ base: 4, md: 6 }}>
        <Outlet />
      </Box>
      <Box as="footer" py="4">
        <Copyright />
      </Box>
    </Flex>
  );
}
