import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { pathTo } from '../../../app/paths';
import { Button, CloseButton, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/chakra/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { useChangePasswordMutation, usePasswordStateQuery } from '../../../graphql/documents/members';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { splitServerErrors, type SubmitOutcome } from '../../../lib/form-errors';
import { showToast, TOAST_DURATION_MS } from '../../../lib/toast';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { ServerForm } from '../../../components/ServerForm';
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
  const reloadCaptcha = () => setSeed(captchaSeed());

  const submit = async (values: ChangePasswordValues): Promise<SubmitOutcome<ChangePasswordValues>> => {
    let outcome: SubmitOutcome<ChangePasswordValues> = { ok: false, fieldErrors: {}, formError: null };
    const aesStr = state.data?.passwordState?.aesStr ?? '';
    try {
      const { data } = await changePassword({ variables: { input: { ...values, aesStr } } });
      const payload = data?.changePassword;
      if (payload?.success) {
        showToast(payload.message, 'success');
        window.setTimeout(() => void navigate(logoutPath, { replace: true }), TOAST_DURATION_MS);
        return { ok: true };
      }
      const { fieldErrors, formError } = splitServerErrors(payload?.errors ?? [], CHANGE_PASSWORD_FIELDS);
      outcome = { ok: false, fieldErrors, formError };
      showToast(payload?.message ?? T.changeFailed, 'error');
    } catch {
      showToast(T.changeFailed, 'error');
    }
    // SPEC §4: a failure refreshes the captcha (the server spent the old one); the token may have been spent too.
    reloadCaptcha();
    void state.refetch();
    return outcome;
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
            <ServerForm
              initialValues={CHANGE_PASSWORD_INITIAL}
              validationSchema={changePasswordSchema}
              fields={CHANGE_PASSWORD_FIELDS}
              label={T.changeTitle}
              onSubmit={submit}
              notifyInvalid={false}
              captcha={{
                label: T.captcha,
                src: captchaUrl(seed),
                onReload: reloadCaptcha,
                stacked: true,
                keepAfterSave: true,
              }}
              bare
            >
              {(form, parts) => (
                <>
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
                      {parts.alert}
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
                      {parts.captcha}
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
                </>
              )}
            </ServerForm>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
