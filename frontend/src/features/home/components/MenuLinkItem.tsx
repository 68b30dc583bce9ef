import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { MenuLink } from '../menu';

/** One menu entry: internal route, external link (new tab) or block-style button. */
export function MenuLinkItem({ item, color }: { item: MenuLink; color?: string }) {
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
