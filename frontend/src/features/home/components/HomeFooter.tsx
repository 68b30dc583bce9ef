import { Box, Container, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { Copyright } from '../../../components/Copyright';
import { CONTACT, type MenuLink } from '../menu';
import { MenuLinkItem } from './MenuLinkItem';

/** Contact info plus two link columns: the first three on the left, the rest on the right. */
export function HomeFooter({ links }: { links: readonly MenuLink[] }) {
  const columns = [links.slice(0, 3), links.slice(3)];
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Container maxW="7xl" py="10">
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="8">
          <Stack gap="2">
            <Heading as="h2" size="sm" color="white">
              {CONTACT.title}
            </Heading>
            <Text fontSize="sm">{CONTACT.hours}</Text>
            <Text fontSize="sm">{CONTACT.email}</Text>
            <ChakraLink asChild color="white" fontSize="sm">
              <Link to={CONTACT.contactPath}>{CONTACT.contactLabel}</Link>
            </ChakraLink>
          </Stack>
          {columns.map((column, index) => (
            <Stack key={index} as="nav" gap="2" fontSize="sm">
              {column.map((item) => (
                <MenuLinkItem key={item.label} item={item} color="gray.300" />
              ))}
            </Stack>
          ))}
        </Grid>
      </Container>
      <Box borderTopWidth="1px" borderColor="gray.700" py="4">
        <Copyright color="gray.400" />
      </Box>
    </Box>
  );
}
