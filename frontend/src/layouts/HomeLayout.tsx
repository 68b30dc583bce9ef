import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { HomeFooter } from '../features/home/components/HomeFooter';
import { HomeHeader } from '../features/home/components/HomeHeader';
import { CONSUMER_ACTIONS, FOOTER_LINKS, GUEST_ACTIONS, HOME_MENU, MEMBER_ACTIONS } from '../features/home/menu';
import { useLoginStatus } from '../features/home/useLoginStatus';

const CONSUMER_TYPE = 3;

/** SPEC §2.2 public layout; the login status is fetched once here. */
export function HomeLayout() {
  const status = useLoginStatus();
  const actions = !status.isLogin ? GUEST_ACTIONS : status.memType === CONSUMER_TYPE ? CONSUMER_ACTIONS : MEMBER_ACTIONS;
  return (
    <Flex direction="column" flex="1">
      <HomeHeader menu={HOME_MENU} actions={actions} />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <HomeFooter links={FOOTER_LINKS} />
    </Flex>
  );
}
