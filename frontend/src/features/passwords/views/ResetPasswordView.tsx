import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { pathTo } from '../../../app/paths';
import { LoadError } from '../../../components/LoadState';
import { FormErrorAlert } from '../../../components/LoadState';
import { Box, Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SubmitButton } from '../../../components/FormFields';
import { useResetPasswordMutation, useResetTokenStatusQuery } from '../../../graphql/documents/passwords';
import { reportInvalidForm, splitServerErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { resetSchema, type ResetValues } from '../passwords.schema';
import { PASSWORDS_TEXT as T } from '../text';

/** /verify/resetp/{token}: sets a new password with the mailed single-use link. */
export function ResetPasswordView() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const status = useResetTokenStatusQuery({ variables: { token }, fetchPolicy: 'network-only' });
  const [resetPassword] = useResetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const kind = status.data?.resetTokenStatus.kind;

  const submit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    setFormError(null);
    try {
      const { data } = await resetPassword({ variables: { input: { token, ...values } } });
      const payload = data?.resetPassword;
      if (payload?.success) {
        showToast(payload.message, 'success');
        void navigate(kind === 'BUYER' ? pathTo('login.buyer') : pathTo('login'), { replace: true });
        return;
      }
      const { fieldErrors, formError: general } = splitServerErrors(payload?.errors ?? [], [
        'newPassword',
        'newPasswordConfirmed',
      ]);
      helpers.setErrors(fieldErrors);
      setFormError(general);
      reportInvalidForm(general ?? undefined);
    } catch {
      setFormError(T.resetFailed);
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
      <Formik
        initialValues={{ newPassword: '', newPasswordConfirmed: '' }}
        validationSchema={resetSchema}
        onSubmit={submit}
      >
        {(form) => (
          <Form noValidate aria-label={T.resetSubmit}>
            <Stack gap="4">
              <FormErrorAlert message={formError} />
              <NewPasswordFields
                form={form}
                names={['newPassword', 'newPasswordConfirmed']}
                labels={[T.newPassword, T.newPasswordConfirmed]}
                helper={T.passwordHelp}
              />
              <SubmitButton size="lg">{T.resetSubmit}</SubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
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
