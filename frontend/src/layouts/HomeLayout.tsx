import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { FloatingButtons } from '../features/home/components/FloatingButtons';
import { HomeFooter } from '../features/home/components/HomeFooter';
import { HomeHeader } from '../features/home/components/HomeHeader';
import { FOOTER_LINKS, HOME_ACTIONS, HOME_MENU, SCROLL, visibleFor } from '../features/home/menu';
import { useLoginStatus } from '../features/home/useLoginStatus';
import { useScrollY } from '../features/home/useScrollY';
import { useReference, type Reference } from '../lib/useReference';
import { serviceHoursText } from '../components/ServiceHours';
import { WhenApollo } from '../app/deferred-apollo';

/** Footer and floating buttons with the customer-service figures of the reference (none while it loads). */
function HomeFooterBand({ reference, scrollY }: { reference: Reference | null; scrollY: number }) {
  const cs = reference?.customerService;
  const hours = cs ? serviceHoursText(cs) : null;
  return (
    <>
      <HomeFooter links={FOOTER_LINKS} contact={cs && hours ? { hours, phone: cs.phone, email: cs.email } : null} />
      <FloatingButtons showUp={scrollY > SCROLL.upButtonAfter} serviceHours={hours} />
    </>
  );
}

function ReferenceFooterBand({ scrollY }: { scrollY: number }) {
  const { reference } = useReference();
  return <HomeFooterBand reference={reference} scrollY={scrollY} />;
}

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
