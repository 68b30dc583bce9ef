import { markBuyerSignedIn } from '../../../lib/consumer-token';
import { pathTo } from '../../../app/routes';
import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLoginMutation } from '../../../graphql/documents/auth';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import type { LoginKind } from '../../../graphql/generated';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { LoginForm } from '../components/LoginForm';
import { toLoginOutcome, type LoginOutcome } from '../login-errors';
import type { LoginValues } from '../login.schema';
import { AUTH_TEXT } from '../text';

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

/** Login page: owns the mutation, the captcha seed and the redirect after success. */
export function LoginView({ kind }: { kind: LoginKind }) {
  const variant = VARIANTS[kind];
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login] = useLoginMutation();
  const [seed, setSeed] = useState(() => captchaSeed());
  const reloadCaptcha = () => setSeed(captchaSeed());

  const submit = async (values: LoginValues): Promise<LoginOutcome> => {
    try {
      const { data } = await login({ variables: { input: { ...values, kind } } });
      const payload = data?.login;
      if (payload?.viewer && payload.errors.length === 0) {
        client.writeQuery({ query: ViewerDocument, data: { viewer: payload.viewer } });
        // Operators have no member area; they work on the review page.
        if (payload.viewer.kind === 'BUYER') markBuyerSignedIn();
        void navigate(payload.viewer.kind === 'OPERATOR' ? pathTo('ops.members') : variant.home, { replace: true });
        return { ok: true };
      }
      reloadCaptcha();
      return toLoginOutcome(payload?.errors ?? [], AUTH_TEXT.failed);
    } catch {
      reloadCaptcha();
      return toLoginOutcome([], AUTH_TEXT.failed);
    }
  };

  return (
    <Box w="full" maxW="md" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 6, md: 8 }} shadow="sm">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {variant.title}
        </Heading>
        <Text color="fg.muted">{variant.subtitle}</Text>
      </Stack>
      <LoginForm captchaSrc={captchaUrl(seed)} onReloadCaptcha={reloadCaptcha} onSubmit={submit} />
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
