import { Box, Container, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { Copyright } from '../../../components/Copyright';
import { CONTACT, type MenuLink } from '../menu';
import { MenuLinkItem } from './MenuLinkItem';

export interface FooterContact {
  hours: string;
  phone: string;
  email: string;
}

/** Contact info plus two link columns: the first three on the left, the rest on the right. */
export function HomeFooter({ links, contact }: { links: readonly MenuLink[]; contact: FooterContact | null }) {
  const columns = [links.slice(0, 3), links.slice(3)];
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Container maxW="7xl" py="10">
        <Grid templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr' }} gap="8">
          <Stack gap="2" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <Heading as="h2" size="sm" color="white">
              {CONTACT.title}
            </Heading>
            {contact ? (
              <>
                <Text fontSize="sm">客服時間：{contact.hours}</Text>
                <Text fontSize="sm">客服專線：{contact.phone}</Text>
                <Text fontSize="sm">客服信箱：{contact.email}</Text>
              </>
            ) : null}
            <ChakraLink asChild color="white" fontSize="sm">
              <Link to={CONTACT.contactPath}>{CONTACT.contactLabel}</Link>
            </ChakraLink>
          </Stack>
          {columns.map((column, index) => (
            <Stack
              key={index}
              as="nav"
              aria-label={index === 0 ? '頁尾連結（左）' : '頁尾連結（右）'}
              gap="2"
              fontSize="sm"
              data-testid={`footer-column-${index}`}
            >
              {column.map((item) => (
                <MenuLinkItem key={item.label} item={item} surface="dark" />
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
