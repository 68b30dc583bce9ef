import { Box, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { Link, NavLink, useLocation } from 'react-router';
import type { MenuLink } from '../menu';

/** The current page's entry stands out (SPEC §2.2, as the side menu marks its item); NavLink adds aria-current. */
const ACTIVE = { '&[aria-current=page]': { color: 'primary.fg', fontWeight: 'semibold' } } as const;

/**
 * On the dark footer the brand blue is unreadable (2:1 on gray.900, below WCAG's 4.5:1): the current entry is
 * white, bold and underlined instead.
 */
const ACTIVE_ON_DARK = {
  '&[aria-current=page]': { color: 'white', fontWeight: 'semibold', textDecoration: 'underline' },
} as const;

/** Where the entry sits: the light header (default) or the dark footer. */
export type MenuSurface = 'light' | 'dark';

/** A submenu is current when the page is one of its entries. */
function useHasCurrentChild(item: MenuLink): boolean {
  const { pathname } = useLocation();
  return (item.children ?? []).some((child) => child.to !== undefined && child.to === pathname);
}

/** One menu entry: internal route, external link (new tab), block-style button, or a submenu. */
export function MenuLinkItem({ item, surface = 'light' }: { item: MenuLink; surface?: MenuSurface }) {
  const color = surface === 'dark' ? 'gray.300' : undefined;
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
    <ChakraLink asChild color={color} css={surface === 'dark' ? ACTIVE_ON_DARK : ACTIVE}>
      <NavLink to={item.to ?? '/'} end>
        {item.label}
      </NavLink>
    </ChakraLink>
  );
}

/**
 * A dropdown shown on hover or keyboard focus (CSS only), so the public header needs no menu machinery
 * in its first load; the mobile drawer lists the same entries expanded.
 */
function SubMenu({ item }: { item: MenuLink }) {
  const current = useHasCurrentChild(item);
  return (
    <Box position="relative" css={{ '&:hover > [data-submenu], &:focus-within > [data-submenu]': { display: 'flex' } }}>
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontSize="sm"
        aria-haspopup="true"
        data-current={current ? '' : undefined}
        fontWeight={current ? 'semibold' : 'normal'}
        color={current ? 'primary.fg' : undefined}
      >
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
          <ChakraLink
            key={child.to}
            asChild
            px="4"
            py="2"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            css={ACTIVE}
          >
            <NavLink to={child.to ?? '/'} end>
              {child.label}
            </NavLink>
          </ChakraLink>
        ))}
      </Stack>
    </Box>
  );
}
