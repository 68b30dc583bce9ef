import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { pathTo } from '../../../app/paths';
import { FormErrorAlert } from '../../../components/LoadState';
import { Button, CloseButton, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/chakra/dialog';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { useChangePasswordMutation, usePasswordStateQuery } from '../../../graphql/documents/members';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { splitServerErrors } from '../../../lib/form-errors';
import { showToast, TOAST_DURATION_MS } from '../../../lib/toast';
import { CAPTCHA_LENGTH } from '../../../lib/validators';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { CaptchaImage } from '../../../components/CaptchaImage';
import {
  CHANGE_PASSWORD_FIELDS,
  CHANGE_PASSWORD_INITIAL,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../change-password.schema';
import { MEMBERS_TEXT as T } from '../text';

export interface ChangePasswordDialogProps {
  open: boolean;
  /** A default password: the dialog cannot be cancelled (SPEC §4). */
  forced: boolean;
  onClose(): void;
}

/**
 * SPEC §4/§5 change-password dialog (max width 300). Failure refreshes the captcha; success shows the
 * toast and, once it has closed, goes to /logout (/logout_buyer for buyers) to sign in with the new password.
 */
export function ChangePasswordDialog({ open, forced, onClose }: ChangePasswordDialogProps) {
  const navigate = useNavigate();
  const logoutPath =
    useViewerQuery({ fetchPolicy: 'cache-only' }).data?.viewer?.kind === 'BUYER'
      ? pathTo('logout.buyer')
      : pathTo('logout');
  const state = usePasswordStateQuery({ fetchPolicy: 'network-only', skip: !open });
  const [changePassword] = useChangePasswordMutation();
  const [seed, setSeed] = useState(() => captchaSeed());
  const [formError, setFormError] = useState<string | null>(null);
  const reloadCaptcha = () => setSeed(captchaSeed());

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    setFormError(null);
    const aesStr = state.data?.passwordState?.aesStr ?? '';
    try {
      const { data } = await changePassword({ variables: { input: { ...values, aesStr } } });
      const payload = data?.changePassword;
      if (payload?.success) {
        showToast(payload.message, 'success');
        window.setTimeout(() => void navigate(logoutPath, { replace: true }), TOAST_DURATION_MS);
        return;
      }
      const { fieldErrors, formError: general } = splitServerErrors(payload?.errors ?? [], CHANGE_PASSWORD_FIELDS);
      helpers.setErrors(fieldErrors);
      setFormError(general);
      showToast(payload?.message ?? T.changeFailed, 'error');
    } catch {
      showToast(T.changeFailed, 'error');
    }
    // SPEC §4: a failure refreshes the captcha (the server spent the old one); the token may have been spent too.
    reloadCaptcha();
    await helpers.setFieldValue('captcha', '', false);
    void state.refetch();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (!e.open && !forced ? onClose() : undefined)}
      closeOnInteractOutside={false}
      closeOnEscape={!forced}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="300px">
            <Formik initialValues={CHANGE_PASSWORD_INITIAL} validationSchema={changePasswordSchema} onSubmit={submit}>
              {(form) => (
                <Form noValidate aria-label={T.changeTitle}>
                  <Dialog.Header>
                    <Dialog.Title>{T.changeTitle}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      {forced ? (
                        <Text fontSize="sm" color="fg.muted">
                          {T.forcedHint}
                        </Text>
                      ) : null}
                      <FormErrorAlert message={formError} />
                      <TextField
                        required
                        form={form}
                        name="oldPassword"
                        type="password"
                        label={T.oldPassword}
                        autoComplete="current-password"
                      />
                      <NewPasswordFields
                        form={form}
                        names={['newPassword', 'newPasswordConfirmed']}
                        labels={[T.newPassword, T.newPasswordConfirmed]}
                      />
                      <Stack gap="2">
                        <TextField
                          required
                          form={form}
                          name="captcha"
                          label={T.captcha}
                          maxLength={CAPTCHA_LENGTH}
                          autoComplete="off"
                          upperCase
                        />
                        <CaptchaImage src={captchaUrl(seed)} onReload={reloadCaptcha} />
                      </Stack>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <HStack gap="2">
                      {forced ? null : (
                        <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                          {T.cancel}
                        </Button>
                      )}
                      <SubmitButton disabled={state.loading}>{T.changeSubmit}</SubmitButton>
                    </HStack>
                  </Dialog.Footer>
                  {forced ? null : (
                    <Dialog.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label={T.cancel} />
                    </Dialog.CloseTrigger>
                  )}
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
