import { Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { Menu } from '../../components/chakra/menu';
import type { SideMenuItem } from '../../features/dashboard/side-menu';
import { useTakeOverFocus } from '../../lib/load-on-intent';
import { LAYOUT_TEXT } from '../text';
import { AgencyMenuButton, NameMenuButton } from './MenuButtons';

interface LoadedOnIntent {
  /** The stand-in button was pressed before this had loaded: open at once (the menu takes the focus). */
  defaultOpen: boolean;
  /** The stand-in button had the focus: this button takes it over. */
  focusTrigger: boolean;
}

/** The agency-area dropdown of the top bar, loaded on the first intent toward its button (TopBar.tsx). */
export function AgencyMenu({ links, ...loaded }: { links: readonly SideMenuItem[] } & LoadedOnIntent) {
  const navigate = useNavigate();
  const trigger = useTakeOverFocus<HTMLButtonElement>(loaded);
  return (
    <Menu.Root defaultOpen={loaded.defaultOpen}>
      <Menu.Trigger asChild>
        <AgencyMenuButton ref={trigger} />
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
  ...loaded
}: {
  name: string;
  logoutPath: string;
  showAccountSettings: boolean;
} & LoadedOnIntent) {
  const navigate = useNavigate();
  const trigger = useTakeOverFocus<HTMLButtonElement>(loaded);
  return (
    <Menu.Root defaultOpen={loaded.defaultOpen}>
      <Menu.Trigger asChild>
        <NameMenuButton name={name} ref={trigger} />
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
