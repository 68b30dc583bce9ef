import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { OPS_NAV_TEXT } from '../text';

const OPS_LINKS = [
  { to: '/ops/members', label: OPS_NAV_TEXT.members },
  { to: '/ops/merchants', label: OPS_NAV_TEXT.merchants },
  { to: '/ops/bank-accounts', label: OPS_NAV_TEXT.bankAccounts },
  { to: '/ops/content', label: OPS_NAV_TEXT.content },
] as const;

/** Switches between the operator's tools; operators have no member dashboard. */
export function OpsNav() {
  return (
    <HStack as="nav" aria-label={OPS_NAV_TEXT.label} gap="2" wrap="wrap" mb="4">
      {OPS_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to}>
          {({ isActive }) => (
            <Button as="span" size="sm" variant={isActive ? 'solid' : 'outline'} colorPalette="primary">
              {link.label}
            </Button>
          )}
        </NavLink>
      ))}
      <NavLink to="/logout">
        <Button as="span" size="sm" variant="ghost">
          {OPS_NAV_TEXT.logout}
        </Button>
      </NavLink>
    </HStack>
  );
}
