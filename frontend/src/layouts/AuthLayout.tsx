import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Copyright } from '../components/Copyright';
import { Logo } from '../components/Logo';
import { useCurrentHandle } from '../app/useCurrentRoute';

/**
 * SPEC §2.1: logo header, centred content, footer with the copyright year. A long page (`fromTop`) is centred across
 * and starts at the top: centred down the page too, it moved up as its HTML or pictures arrived.
 */
export function AuthLayout() {
  const fromTop = useCurrentHandle()?.route?.fromTop === true;
  return (
    <Flex direction="column" flex="1" bg="bg.muted">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Logo />
        </Container>
      </Box>
      <Flex
        as="main"
        flex="1"
        align={fromTop ? 'flex-start' : 'center'}
        justify="center"
        px="4"
        py={{ base: 6, md: 12 }}
      >
        <Outlet />
      </Flex>
      <Box as="footer" py="4">
        <Copyright />
      </Box>
    </Flex>
  );
}
