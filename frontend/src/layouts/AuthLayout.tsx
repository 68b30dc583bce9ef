import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Copyright } from '../components/Copyright';
import { Logo } from '../components/Logo';

/** SPEC §2.1: logo header, centred content, footer with the copyright year. */
export function AuthLayout() {
  return (
    <Flex direction="column" flex="1" bg="bg.muted">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Logo />
        </Container>
      </Box>
      <Flex as="main" flex="1" align="center" justify="center" px="4" py={{ base: 6, md: 12 }}>
        <Outlet />
      </Flex>
      <Box as="footer" py="4">
        <Copyright />
      </Box>
    </Flex>
  );
}
