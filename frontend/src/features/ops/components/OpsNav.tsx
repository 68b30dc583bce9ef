import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router';

const OPS_LINKS = [
  { to: '/ops/members', label: '會員審核' },
  { to: '/ops/content', label: '內容管理' },
] as const;

/** Switches between the operator's tools; operators have no member dashboard. */
export function OpsNav() {
  return (
    <HStack as="nav" aria-label="營運工具" gap="2" wrap="wrap" mb="4">
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
          登出
        </Button>
      </NavLink>
    </HStack>
  );
}
