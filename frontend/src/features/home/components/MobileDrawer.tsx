import { Button, CloseButton, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { Drawer } from '../../../components/chakra/drawer';
import { Link } from 'react-router';
import type { MenuLink } from '../menu';

export interface MobileDrawerProps {
  menu: readonly MenuLink[];
  actions: readonly MenuLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Mobile menu: a slide-in drawer with every entry, submenus expanded; closes when a link is chosen.
 * Loaded on the first tap of the menu button (see MobileMenuButton), so the home page does not ship it.
 */
export function MobileDrawer({ menu, actions, open, onOpenChange }: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  const entry = (item: MenuLink) =>
    item.href ? (
      <ChakraLink key={item.label} href={item.href} target="_blank" rel="noopener noreferrer" py="2">
        {item.label}
      </ChakraLink>
    ) : (
      <ChakraLink key={`${item.label}${item.to}`} asChild py="2" onClick={close}>
        <Link to={item.to ?? '/'}>{item.label}</Link>
      </ChakraLink>
    );
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="行動版選單">
            <Drawer.Header>
              <Drawer.Title>選單</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" gap="1" aria-label="行動版主選單">
                {menu.map((item) =>
                  item.children ? (
                    <Stack key={item.label} gap="0" py="1">
                      <Text fontSize="xs" color="fg.muted">
                        {item.label}
                      </Text>
                      <Stack gap="0" ps="3">
                        {item.children.map(entry)}
                      </Stack>
                    </Stack>
                  ) : (
                    entry(item)
                  ),
                )}
              </Stack>
              <Stack gap="2" mt="6">
                {actions.map((item) => (
                  <Button
                    key={`${item.label}${item.to}`}
                    asChild
                    variant={item.block ? 'solid' : 'outline'}
                    colorPalette="primary"
                    onClick={close}
                  >
                    <Link to={item.to ?? '/'}>{item.label}</Link>
                  </Button>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="關閉選單" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
