import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { Logo } from '../../../components/Logo';
import { BELOW_BANNER } from '../../../components/SandboxBanner';
import type { MenuLink } from '../menu';
import { MenuLinkItem } from './MenuLinkItem';

export interface HomeHeaderProps {
  menu: readonly MenuLink[];
  actions: readonly MenuLink[];
}

/** Public header: logo, site menu and the actions for the current login state. */
export function HomeHeader({ menu, actions }: HomeHeaderProps) {
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top={BELOW_BANNER} zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="6" wrap="wrap">
          <Logo />
          <HStack as="nav" aria-label="主選單" gap="5" flex="1" wrap="wrap" fontSize="sm">
            {menu.map((item) => (
              <MenuLinkItem key={item.label} item={item} />
            ))}
          </HStack>
          <HStack gap="3" fontSize="sm" wrap="wrap">
            {actions.map((item) => (
              <MenuLinkItem key={item.label} item={item} />
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
