import { Button, CloseButton, Drawer, IconButton, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link } from 'react-router';
import type { MenuLink } from '../menu';

/** Mobile menu: a slide-in drawer with every entry, submenus expanded; closes when a link is chosen. */
export function MobileDrawer({ menu, actions }: { menu: readonly MenuLink[]; actions: readonly MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
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
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton aria-label="開啟選單" variant="ghost" display={{ base: 'inline-flex', md: 'none' }}>
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
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
                  <Button key={`${item.label}${item.to}`} asChild variant={item.block ? 'solid' : 'outline'} colorPalette="primary" onClick={close}>
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
