import { Box, Button, Flex, HStack, IconButton } from '@chakra-ui/react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { BELOW_BANNER } from '../../components/sandbox-banner-size';
import type { Crumb } from '../../features/dashboard/breadcrumbs';
import type { SideMenuItem } from '../../features/dashboard/side-menu';
import { LAYOUT_TEXT } from '../text';
import { Breadcrumbs } from './Breadcrumbs';
import { buyerAreaPath } from '../../app/paths';
import { intentModule, useLoadOnIntent } from '../../lib/load-on-intent';
import { AgencyMenuButton, NameMenuButton } from './MenuButtons';
import { LogOutIcon, MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon, ShoppingBagIcon } from './shell-icons';

// The dropdowns' code (Zag's menu, Floating UI, the dismissable layer: ~40 kB brotli with its shared chunks) loads
// when the visitor first points at, focuses or presses one of their buttons, not with the page: most visits never
// open them. Until then the buttons stand there as they look, and a press opens the menu once it has loaded.
// One module for both, so the chunk carries one list of the files the menus need.
const menus = intentModule(() => import('./TopBarMenus'));

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
  const agency = useLoadOnIntent(menus);
  const nameMenu = useLoadOnIntent(menus);
  const AgencyMenu = agency.loaded?.AgencyMenu;
  const NameMenu = nameMenu.loaded?.NameMenu;
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
          <MenuIcon />
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
          {collapsed ? <PanelLeftOpenIcon /> : <PanelLeftCloseIcon />}
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
              <ShoppingBagIcon />
              {LAYOUT_TEXT.buyerArea}
            </Link>
          </Button>
        ) : null}
        {agencyLinks.length ? (
          AgencyMenu ? (
            <AgencyMenu links={agencyLinks} defaultOpen={agency.pressed} focusTrigger={agency.focused} />
          ) : (
            <AgencyMenuButton aria-haspopup="menu" aria-expanded={false} {...agency.intentProps} />
          )
        ) : null}
        {NameMenu ? (
          <NameMenu
            name={name}
            logoutPath={logoutPath}
            showAccountSettings={showAccountSettings}
            defaultOpen={nameMenu.pressed}
            focusTrigger={nameMenu.focused}
          />
        ) : (
          <NameMenuButton name={name} aria-haspopup="menu" aria-expanded={false} {...nameMenu.intentProps} />
        )}
        <IconButton asChild aria-label={LAYOUT_TEXT.logout} size="sm" variant="outline" hideFrom="sm">
          <Link to={logoutPath}>
            <LogOutIcon />
          </Link>
        </IconButton>
      </HStack>
    </Flex>
  );
}
