import { Box, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { Link } from 'react-router';
import type { MenuLink } from '../menu';

/** One menu entry: internal route, external link (new tab), block-style button, or a submenu. */
export function MenuLinkItem({ item, color }: { item: MenuLink; color?: string }) {
  if (item.children) return <SubMenu item={item} />;
  if (item.block && item.to) {
    return (
      <Button asChild size="sm" colorPalette="primary">
        <Link to={item.to}>{item.label}</Link>
      </Button>
    );
  }
  if (item.href) {
    return (
      <ChakraLink href={item.href} target="_blank" rel="noopener noreferrer" color={color}>
        {item.label}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild color={color}>
      <Link to={item.to ?? '/'}>{item.label}</Link>
    </ChakraLink>
  );
}

/**
 * A dropdown shown on hover or keyboard focus (CSS only), so the public header needs no menu machinery
 * in its first load; the mobile drawer lists the same entries expanded.
 */
function SubMenu({ item }: { item: MenuLink }) {
  return (
    <Box position="relative" css={{ '&:hover > [data-submenu], &:focus-within > [data-submenu]': { display: 'flex' } }}>
      <Button variant="plain" size="sm" px="0" fontWeight="normal" fontSize="sm" aria-haspopup="true">
        {item.label}
        <LuChevronDown />
      </Button>
      <Stack
        data-submenu=""
        display="none"
        position="absolute"
        top="100%"
        left="-3"
        minW="40"
        gap="0"
        py="2"
        bg="bg"
        borderWidth="1px"
        borderRadius="md"
        shadow="md"
        zIndex="dropdown"
      >
        {item.children?.map((child) => (
          <ChakraLink key={child.to} asChild px="4" py="2" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
            <Link to={child.to ?? '/'}>{child.label}</Link>
          </ChakraLink>
        ))}
      </Stack>
    </Box>
  );
}
