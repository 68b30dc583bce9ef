import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { SideMenuSection } from '../../features/dashboard/side-menu';
import { DASHBOARD_TEXT } from '../../features/dashboard/text';

/** Grouped menu of dashboard pages; external entries open in a new tab. */
export function SideMenu({ sections, onNavigate }: { sections: readonly SideMenuSection[]; onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label={DASHBOARD_TEXT.memberMenu} gap="5" py="4" px="3" fontSize="sm">
      {sections.map((section) => (
        <Box key={section.key}>
          <Text px="3" mb="1" fontSize="xs" fontWeight="semibold" color="fg.muted">
            {section.label}
          </Text>
          <Stack gap="0.5">
            {section.items.map((item) =>
              item.external ? (
                <ChakraLink
                  key={item.name}
                  href={item.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  px="3"
                  py="1.5"
                  borderRadius="md"
                >
                  {item.label}
                </ChakraLink>
              ) : (
                <ChakraLink
                  key={item.name}
                  asChild
                  px="3"
                  py="1.5"
                  borderRadius="md"
                  _hover={{ bg: 'primary.subtle', textDecoration: 'none' }}
                  css={{ '&.active': { bg: 'primary.muted', color: 'primary.fg', fontWeight: 'semibold' } }}
                >
                  <NavLink to={item.to} end onClick={onNavigate}>
                    {item.label}
                  </NavLink>
                </ChakraLink>
              ),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
