import { Button, Link as ChakraLink, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
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

function SubMenu({ item }: { item: MenuLink }) {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={(details) => void navigate(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="plain" size="sm" px="0" fontWeight="normal" fontSize="sm">
          {item.label}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {item.children?.map((child) => (
              <Menu.Item key={child.to} value={child.to ?? '/'}>
                {child.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
