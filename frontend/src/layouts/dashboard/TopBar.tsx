import { Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { BELOW_BANNER } from '../../components/SandboxBanner';
import { LAYOUT_TEXT } from '../text';

export interface TopBarProps {
  name: string;
  logoutPath: string;
  homePath: string;
  onToggleMenu?: () => void;
}

/** Dashboard top bar: menu toggle (narrow screens), logo, viewer name and logout. */
export function TopBar({ name, logoutPath, homePath, onToggleMenu }: TopBarProps) {
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px="4"
      h="14"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top={BELOW_BANNER}
      zIndex="sticky"
    >
      {onToggleMenu ? (
        <IconButton aria-label={LAYOUT_TEXT.toggleMenu} variant="ghost" size="sm" hideFrom="lg" onClick={onToggleMenu}>
          <LuMenu />
        </IconButton>
      ) : null}
      <Logo to={homePath} />
      <HStack ms="auto" gap="3">
        <Text fontSize="sm" fontWeight="medium" data-testid="viewer-name">
          {LAYOUT_TEXT.greeting(name)}
        </Text>
        <Button asChild size="sm" variant="outline">
          <Link to={logoutPath}>
            <LuLogOut />
            {LAYOUT_TEXT.logout}
          </Link>
        </Button>
      </HStack>
    </Flex>
  );
}
