import { Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { Menu } from '../../components/chakra/menu';
import type { SideMenuItem } from '../../features/dashboard/side-menu';
import { LAYOUT_TEXT } from '../text';
import { AgencyMenuButton, NameMenuButton } from './MenuButtons';

/** The agency-area dropdown of the top bar; `defaultOpen` when its button was pressed before this had loaded. */
export function AgencyMenu({ links, defaultOpen }: { links: readonly SideMenuItem[]; defaultOpen: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AgencyMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {links.map((link) =>
              link.external ? (
                <Menu.Item key={link.name} value={link.name} asChild>
                  <a href={link.to} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </Menu.Item>
              ) : (
                <Menu.Item key={link.name} value={link.name} onSelect={() => navigate(link.to)}>
                  {link.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The name dropdown of the top bar: account settings and logout. */
export function NameMenu({
  name,
  logoutPath,
  showAccountSettings,
  defaultOpen,
}: {
  name: string;
  logoutPath: string;
  showAccountSettings: boolean;
  defaultOpen: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <NameMenuButton name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {showAccountSettings ? (
              <Menu.Item value="settings" onSelect={() => navigate(pathTo('member.edit'))}>
                {LAYOUT_TEXT.accountSettings}
              </Menu.Item>
            ) : null}
            <Menu.Item value="logout" onSelect={() => navigate(logoutPath)}>
              {LAYOUT_TEXT.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
