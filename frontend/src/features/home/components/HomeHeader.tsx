import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { Logo } from '../../../components/Logo';
import { BELOW_BANNER } from '../../../components/sandbox-banner-size';
import type { MenuLink } from '../menu';
import { MenuLinkItem } from './MenuLinkItem';
import { MobileMenuButton } from './MobileMenuButton';

export interface HomeHeaderProps {
  menu: readonly MenuLink[];
  actions: readonly MenuLink[];
  /** Solid background once the page scrolled past the threshold; translucent over the hero before. */
  solid: boolean;
}

/** Public header: logo, site menu (drawer on mobile) and the actions for the current login state. */
export function HomeHeader({ menu, actions, solid }: HomeHeaderProps) {
  return (
    <Box
      as="header"
      data-solid={solid ? 'true' : 'false'}
      bg={solid ? 'bg' : 'transparent'}
      shadow={solid ? 'sm' : 'none'}
      borderBottomWidth={solid ? '1px' : '0'}
      backdropFilter={solid ? undefined : 'blur(4px)'}
      position="sticky"
      top={BELOW_BANNER}
      zIndex="sticky"
      transition="background 0.2s, box-shadow 0.2s"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="6">
          <Logo />
          <HStack
            as="nav"
            aria-label="主選單"
            gap="5"
            flex="1"
            fontSize="sm"
            display={{ base: 'none', md: 'flex' }}
            wrap="wrap"
          >
            {menu.map((item) => (
              <MenuLinkItem key={item.label} item={item} />
            ))}
          </HStack>
          <HStack gap="3" fontSize="sm" display={{ base: 'none', md: 'flex' }}>
            {actions.map((item) => (
              <MenuLinkItem key={`${item.label}${item.to}`} item={item} />
            ))}
          </HStack>
          <Box flex="1" display={{ base: 'block', md: 'none' }} />
          <MobileMenuButton menu={menu} actions={actions} />
        </Flex>
      </Container>
    </Box>
  );
}
