import { HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';

/** Word mark linking to a home path. */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} aria-label="PayDesk 首頁">
      <HStack gap="1" fontWeight="bold" fontSize="xl" letterSpacing="tight">
        <Text as="span" color={inverted ? 'white' : 'primary.solid'}>
          Pay
        </Text>
        <Text as="span" color={inverted ? 'white' : 'fg'}>
          Desk
        </Text>
      </HStack>
    </Link>
  );
}
