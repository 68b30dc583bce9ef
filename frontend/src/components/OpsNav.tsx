import { pathTo } from '../app/paths';
import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { COMPONENT_TEXT } from './text';

const OPS_LINKS = [
  { to: pathTo('ops.members'), label: COMPONENT_TEXT.opsNav.members },
  { to: pathTo('ops.merchants'), label: COMPONENT_TEXT.opsNav.merchants },
  { to: pathTo('ops.bank-accounts'), label: COMPONENT_TEXT.opsNav.bankAccounts },
  { to: pathTo('ops.agents'), label: COMPONENT_TEXT.opsNav.agents },
  { to: pathTo('ops.logistics'), label: COMPONENT_TEXT.opsNav.logistics },
  { to: pathTo('ops.content'), label: COMPONENT_TEXT.opsNav.content },
  { to: pathTo('ops.status'), label: COMPONENT_TEXT.opsNav.status },
  { to: pathTo('ops.tokens'), label: COMPONENT_TEXT.opsNav.tokens },
] as const;

/** Switches between the operator's tools; operators have no member dashboard. */
export function OpsNav() {
  return (
    <HStack as="nav" aria-label={COMPONENT_TEXT.opsNav.label} gap="2" wrap="wrap" mb="4">
      {OPS_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to}>
          {({ isActive }) => (
            <Button as="span" size="sm" variant={isActive ? 'solid' : 'outline'} colorPalette="primary">
              {link.label}
            </Button>
          )}
        </NavLink>
      ))}
      <NavLink to={pathTo('logout')}>
        <Button as="span" size="sm" variant="ghost">
          {COMPONENT_TEXT.opsNav.logout}
        </Button>
      </NavLink>
    </HStack>
  );
}
