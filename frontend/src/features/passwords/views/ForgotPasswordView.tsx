import { pathTo } from '../../../app/paths';
import { ServerForm } from '../../../components/ServerForm';
import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { useForgotPasswordMutation } from '../../../graphql/documents/passwords';
import { reportInvalidForm, splitServerErrors, type SubmitOutcome } from '../../../lib/form-errors';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { forgotSchema, type ForgotValues } from '../passwords.schema';
import { PASSWORDS_TEXT as T } from '../text';

const FORGOT_FIELDS: readonly (keyof ForgotValues)[] = ['account', 'email', 'captcha'];

/** /verify/forget/{buyer?}: asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordView() {
  const buyer = useParams().buyer === 'buyer';
  const [forgot] = useForgotPasswordMutation();
  const [seed, setSeed] = useState(() => captchaSeed());
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (values: ForgotValues): Promise<SubmitOutcome<ForgotValues>> => {
    try {
      const { data } = await forgot({ variables: { input: { ...values, kind: buyer ? 'BUYER' : 'MEMBER' } } });
      const payload = data?.forgotPassword;
      if (payload?.success) {
        setSent(payload.message);
        return { ok: true };
      }
      const { fieldErrors, formError } = splitServerErrors(payload?.errors ?? [], FORGOT_FIELDS);
      reportInvalidForm(formError ?? undefined);
      setSeed(captchaSeed());
      return { ok: false, fieldErrors, formError };
    } catch {
      setSeed(captchaSeed());
      return { ok: false, fieldErrors: {}, formError: T.forgotFailed };
    }
  };

  return (
    <Box w="full" maxW="md" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 6, md: 8 }} shadow="sm">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {buyer ? T.forgotBuyerTitle : T.forgotTitle}
        </Heading>
        <Text color="fg.muted">{T.forgotSubtitle}</Text>
      </Stack>
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{sent}</Alert.Title>
        </Alert.Root>
      ) : (
        <ServerForm<ForgotValues>
          initialValues={{ account: '', email: '', captcha: '' }}
          validationSchema={forgotSchema}
          fields={FORGOT_FIELDS}
          label={T.forgotSubmit}
          onSubmit={submit}
          captcha={{ label: T.captcha, src: captchaUrl(seed), onReload: () => setSeed(captchaSeed()) }}
          notifyInvalid={false}
          maxW="none"
          gap="4"
        >
          {(form, parts) => (
            <>
              <TextField required form={form} name="account" label={T.account} autoComplete="username" />
              <TextField required form={form} name="email" type="email" label={T.email} autoComplete="email" />
              {parts.captcha}
              <SubmitButton size="lg">{T.forgotSubmit}</SubmitButton>
            </>
          )}
        </ServerForm>
      )}
      <HStack justify="center" mt="6" fontSize="sm">
        <ChakraLink asChild color="primary.fg">
          <Link to={buyer ? pathTo('login.buyer') : pathTo('login')}>{T.backToLogin}</Link>
        </ChakraLink>
      </HStack>
    </Box>
  );
}
