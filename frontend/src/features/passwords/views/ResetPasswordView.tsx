import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { pathTo } from '../../../app/paths';
import { LoadError } from '../../../components/LoadState';
import { ServerForm } from '../../../components/ServerForm';
import { Box, Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { Link, useNavigate, useParams } from 'react-router';
import { SubmitButton } from '../../../components/FormFields';
import { useResetPasswordMutation, useResetTokenStatusQuery } from '../../../graphql/documents/passwords';
import { reportInvalidForm, splitServerErrors, type SubmitOutcome } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { resetSchema, type ResetValues } from '../passwords.schema';
import { PASSWORDS_TEXT as T } from '../text';

const RESET_FIELDS: readonly (keyof ResetValues)[] = ['newPassword', 'newPasswordConfirmed'];

/** /verify/resetp/{token}: sets a new password with the mailed single-use link. */
export function ResetPasswordView() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const status = useResetTokenStatusQuery({ variables: { token }, fetchPolicy: 'network-only' });
  const [resetPassword] = useResetPasswordMutation();
  const kind = status.data?.resetTokenStatus.kind;

  const submit = async (values: ResetValues): Promise<SubmitOutcome<ResetValues>> => {
    try {
      const { data } = await resetPassword({ variables: { input: { token, ...values } } });
      const payload = data?.resetPassword;
      if (payload?.success) {
        showToast(payload.message, 'success');
        void navigate(kind === 'BUYER' ? pathTo('login.buyer') : pathTo('login'), { replace: true });
        return { ok: true };
      }
      const { fieldErrors, formError } = splitServerErrors(payload?.errors ?? [], RESET_FIELDS);
      reportInvalidForm(formError ?? undefined);
      return { ok: false, fieldErrors, formError };
    } catch {
      return { ok: false, fieldErrors: {}, formError: T.resetFailed };
    }
  };

  let body;
  if (status.loading) {
    body = (
      <Stack align="center" py="6" gap="3">
        <Spinner />
        <Text color="fg.muted">{T.checking}</Text>
      </Stack>
    );
  } else if (status.error) {
    body = <LoadError message={T.loadError} onRetry={() => status.refetch()} />;
  } else if (!status.data?.resetTokenStatus.valid) {
    body = (
      <Stack gap="4">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{T.resetInvalid}</Alert.Title>
        </Alert.Root>
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('verify.forget')}>{T.requestAgain}</Link>
        </ChakraLink>
      </Stack>
    );
  } else {
    body = (
      <ServerForm<ResetValues>
        initialValues={{ newPassword: '', newPasswordConfirmed: '' }}
        validationSchema={resetSchema}
        fields={RESET_FIELDS}
        label={T.resetSubmit}
        onSubmit={submit}
        notifyInvalid={false}
        maxW="none"
        gap="4"
      >
        {(form) => (
          <>
            <NewPasswordFields
              form={form}
              names={['newPassword', 'newPasswordConfirmed']}
              labels={[T.newPassword, T.newPasswordConfirmed]}
              helper={T.passwordHelp}
            />
            <SubmitButton size="lg">{T.resetSubmit}</SubmitButton>
          </>
        )}
      </ServerForm>
    );
  }

  return (
    <Box w="full" maxW="md" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 6, md: 8 }} shadow="sm">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {T.resetTitle}
        </Heading>
        <Text color="fg.muted">{T.resetSubtitle}</Text>
      </Stack>
      {body}
    </Box>
  );
}
