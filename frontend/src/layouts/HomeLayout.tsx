import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { lazy, Suspense } from 'react';
import { usePublicReference } from '../lib/public-reference';
import { HomeHeader } from '../features/home/components/HomeHeader';
import { HOME_ACTIONS, HOME_MENU, SCROLL, visibleFor } from '../features/home/menu';
import { useLoginStatus } from '../features/home/useLoginStatus';
import { useScrollY } from '../features/home/useScrollY';

// The footer and the floating buttons load beside the page instead of before its first paint:
// the footer is below the fold, and the buttons only scroll up and open the customer-service card.
const HomeFooterBand = lazy(() =>
  import('../features/home/components/HomeFooterBand').then((m) => ({ default: m.HomeFooterBand })),
);

/**
 * SPEC §2.2 public layout; the login status is fetched once here (REST) and the footer's customer-service figures come
 * from the reference's plain request (lib/public-reference.ts): nothing of the layout needs Apollo Client.
 */
export function HomeLayout() {
  const status = useLoginStatus();
  const scrollY = useScrollY(SCROLL.throttleMs);
  const { reference } = usePublicReference();
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
      <Suspense fallback={null}>
        <HomeFooterBand reference={reference} scrollY={scrollY} />
      </Suspense>
    </Flex>
  );
}
