import { Box, Button, Flex, HStack, IconButton, Portal } from '@chakra-ui/react';
import { Menu } from '../../components/chakra/menu';
import { LuChevronDown, LuLogOut, LuMenu, LuPanelLeftClose, LuPanelLeftOpen, LuShoppingBag } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { BELOW_BANNER } from '../../components/SandboxBanner';
import type { Crumb } from '../../features/dashboard/breadcrumbs';
import type { SideMenuItem } from '../../features/dashboard/side-menu';
import { LAYOUT_TEXT } from '../text';
import { Breadcrumbs } from './Breadcrumbs';
import { buyerAreaPath, pathTo } from '../../app/routes';

export interface TopBarProps {
  name: string;
  homePath: string;
  logoutPath: string;
  crumbs?: readonly Crumb[];
  /** Agency-area links for platform members (internal paths or external URLs); empty hides the dropdown. */
  agencyLinks?: readonly SideMenuItem[];
  showBuyerArea?: boolean;
  showAccountSettings?: boolean;
  collapsed?: boolean;
  /** Without these the bar has no sidebar buttons (the buyer area has no side menu). */
  onToggleMenu?: () => void;
  onToggleCollapse?: () => void;
}

/** SPEC §2.3 top bar: sidebar toggle, collapse, logo, breadcrumb (small screens), agency menu, name menu, logout. */
export function TopBar(props: TopBarProps) {
  const {
    name,
    homePath,
    logoutPath,
    crumbs = [],
    agencyLinks = [],
    showBuyerArea = false,
    showAccountSettings = false,
    collapsed = false,
    onToggleMenu,
    onToggleCollapse,
  } = props;
  const navigate = useNavigate();
  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      px={{ base: 2, md: 4 }}
      h="14"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top={BELOW_BANNER}
      zIndex="sticky"
    >
      {onToggleMenu ? (
        <IconButton
          aria-label={LAYOUT_TEXT.toggleMenu}
          variant="ghost"
          size="sm"
          hideFrom="lg"
          onClick={onToggleMenu}
          data-testid="sidebar-toggle"
        >
          <LuMenu />
        </IconButton>
      ) : null}
      {onToggleCollapse ? (
        <IconButton
          aria-label={collapsed ? LAYOUT_TEXT.expandMenu : LAYOUT_TEXT.collapseMenu}
          variant="ghost"
          size="sm"
          hideBelow="lg"
          onClick={onToggleCollapse}
          data-testid="sidebar-collapse"
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
      ) : null}
      <Logo to={homePath} />
      <Box hideFrom="lg" minW="0" overflow="hidden" whiteSpace="nowrap" data-testid="topbar-breadcrumb" hideBelow="sm">
        <Breadcrumbs crumbs={crumbs.slice(-2)} />
      </Box>
      <HStack ms="auto" gap="2">
        {showBuyerArea ? (
          <Button asChild size="sm" variant="outline" colorPalette="accent" hideBelow="md">
            <Link to={buyerAreaPath(false)}>
              <LuShoppingBag />
              {LAYOUT_TEXT.buyerArea}
            </Link>
          </Button>
        ) : null}
        {agencyLinks.length ? (
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button size="sm" variant="subtle" colorPalette="primary" data-testid="agency-menu">
                {LAYOUT_TEXT.agencyArea}
                <LuChevronDown />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {agencyLinks.map((link) =>
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
        ) : null}
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="sm" variant="ghost" data-testid="viewer-name" hideBelow="sm">
              {LAYOUT_TEXT.greeting(name)}
              <LuChevronDown />
            </Button>
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
        <IconButton asChild aria-label={LAYOUT_TEXT.logout} size="sm" variant="outline" hideFrom="sm">
          <Link to={logoutPath}>
            <LuLogOut />
          </Link>
        </IconButton>
      </HStack>
    </Flex>
  );
}
