import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { lazy } from 'react';
import { HomeFooterBand } from '../features/home/components/HomeFooterBand';
import { HomeHeader } from '../features/home/components/HomeHeader';
import { HOME_ACTIONS, HOME_MENU, SCROLL, visibleFor } from '../features/home/menu';
import { useLoginStatus } from '../features/home/useLoginStatus';
import { useScrollY } from '../features/home/useScrollY';
import { WhenApollo } from '../app/deferred-apollo';

const ReferenceFooterBand = lazy(() =>
  import('../features/home/components/ReferenceFooterBand').then((m) => ({ default: m.ReferenceFooterBand })),
);

/**
 * SPEC §2.2 public layout; the login status is fetched once here (REST, no Apollo). The header and the page paint
 * before Apollo Client has loaded; only the footer's reference figures wait for it.
 */
export function HomeLayout() {
  const status = useLoginStatus();
  const scrollY = useScrollY(SCROLL.throttleMs);
  return (
    <Flex direction="column" flex="1">
      <HomeHeader
        menu={HOME_MENU}
        actions={visibleFor(HOME_ACTIONS, status)}
        solid={scrollY > SCROLL.solidHeaderAfter}
      />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <WhenApollo fallback={<HomeFooterBand reference={null} scrollY={scrollY} />}>
        <ReferenceFooterBand scrollY={scrollY} />
      </WhenApollo>
    </Flex>
  );
}
