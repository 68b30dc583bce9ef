import { pathTo } from '../../../app/paths';
import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSignupMutation } from '../../../graphql/documents/members';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { failedSubmit } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { SignupForm, type SignupOutcome } from '../components/SignupForm';
import { SIGNUP_FIELDS, type SignupValues } from '../signup.schema';
import { MEMBERS_TEXT as T } from '../text';

/** /signup and /signup/buyer: owns the mutation, the captcha and where a new account goes next. */
export function SignupView() {
  const buyer = useParams().buyer === 'buyer';
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signup] = useSignupMutation();
  const [seed, setSeed] = useState(() => captchaSeed());
  const reloadCaptcha = () => setSeed(captchaSeed());

  const submit = async (values: SignupValues): Promise<SignupOutcome> => {
    const input = { ...values, identityNo: values.kind === 'BUYER' ? null : values.identityNo };
    try {
      const { data } = await signup({ variables: { input } });
      const payload = data?.signup;
      if (payload?.viewer && payload.errors.length === 0) {
        client.writeQuery({ query: ViewerDocument, data: { viewer: payload.viewer } });
        showToast(T.signupDone, 'success');
        void navigate(buyer ? pathTo('buyer.index') : pathTo('dashboard.index'), { replace: true });
        return { ok: true };
      }
      reloadCaptcha();
      return failedSubmit<SignupValues>(payload?.errors ?? [], SIGNUP_FIELDS, T.signupFailed);
    } catch {
      reloadCaptcha();
      return { ok: false, fieldErrors: {}, formError: T.signupFailed };
    }
  };

  return (
    <Box w="full" maxW="2xl" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 6, md: 8 }} shadow="sm">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {buyer ? T.signupBuyerTitle : T.signupTitle}
        </Heading>
        <Text color="fg.muted">{buyer ? T.signupBuyerSubtitle : T.signupSubtitle}</Text>
      </Stack>
      <SignupForm
        key={buyer ? 'buyer' : 'member'}
        buyer={buyer}
        captchaSrc={captchaUrl(seed)}
        onReloadCaptcha={reloadCaptcha}
        onSubmit={submit}
      />
      <HStack justify="center" gap="2" mt="6" fontSize="sm">
        <Text>{T.haveAccount}</Text>
        <ChakraLink asChild color="primary.fg">
          <Link to={buyer ? pathTo('login.buyer') : pathTo('login')}>{T.toLogin}</Link>
        </ChakraLink>
      </HStack>
    </Box>
  );
}
