import { pathTo } from '../../../app/paths';
import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { LoginKind } from '../../../graphql/generated';
import { LoginFormSkeleton } from '../components/LoginFormSkeleton';
import { AUTH_TEXT } from '../text';

// The plain form and what hands it over to the full one: a chunk of its own beside the page's, so the page's first
// paint does not wait for it. A prerendered page shows the form from its HTML and React hydrates it once the chunk is
// there (typing meanwhile goes to the inputs, a focus or click is replayed); a page the client renders shows the
// skeleton for that moment.
const LoginFormLoader = lazy(() => import('./LoginFormLoader').then((m) => ({ default: m.LoginFormLoader })));

interface Variant {
  title: string;
  subtitle: string;
  home: string;
  links: readonly { label: string; to: string }[];
}

const VARIANTS: Record<LoginKind, Variant> = {
  MEMBER: {
    title: AUTH_TEXT.memberTitle,
    subtitle: AUTH_TEXT.memberSubtitle,
    home: pathTo('dashboard.index'),
    links: [
      { label: AUTH_TEXT.signup, to: pathTo('signup') },
      { label: AUTH_TEXT.forget, to: pathTo('verify.forget') },
      { label: AUTH_TEXT.toBuyer, to: pathTo('login.buyer') },
    ],
  },
  BUYER: {
    title: AUTH_TEXT.buyerTitle,
    subtitle: AUTH_TEXT.buyerSubtitle,
    home: pathTo('buyer.index'),
    links: [
      { label: AUTH_TEXT.buyerSignup, to: pathTo('signup', { buyer: 'buyer' }) },
      { label: AUTH_TEXT.forget, to: pathTo('verify.forget', { buyer: 'buyer' }) },
      { label: AUTH_TEXT.toMember, to: pathTo('login') },
    ],
  },
};

/** Login page: heading, form and links at once; the form's validation and mutation come on its first use. */
export function LoginView({ kind }: { kind: LoginKind }) {
  const variant = VARIANTS[kind];
  return (
    <Box w="full" maxW="md" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 6, md: 8 }} shadow="sm">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {variant.title}
        </Heading>
        <Text color="fg.muted">{variant.subtitle}</Text>
      </Stack>
      <Suspense fallback={<LoginFormSkeleton />}>
        <LoginFormLoader kind={kind} home={variant.home} />
      </Suspense>
      <HStack justify="center" gap="4" mt="6" fontSize="sm" wrap="wrap">
        {variant.links.map((link) => (
          <ChakraLink key={link.to} asChild color="primary.fg">
            <Link to={link.to}>{link.label}</Link>
          </ChakraLink>
        ))}
      </HStack>
    </Box>
  );
}

export const MemberLoginView = () => <LoginView kind="MEMBER" />;
export const BuyerLoginView = () => <LoginView kind="BUYER" />;
