import { LoadError } from '../../../components/LoadState';
import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProfileCard } from '../components/ProfileCard';
import {
  useBuyerProfileQuery,
  useSellerProfileQuery,
  usePasswordStateQuery,
  useSendVerificationCodeMutation,
  useUpdateContactMutation,
  useVerificationStatusQuery,
  useVerifyCodeMutation,
} from '../../../graphql/documents/members';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { VerificationChannel } from '../../../graphql/generated';
import { splitServerErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { ContactForm, type ContactOutcome, type ContactValues } from '../components/ContactForm';
import { VerifyContactRow } from '../components/VerifyContactRow';
import { MEMBERS_TEXT as T } from '../text';

/** /auth/member/edit: contact verification and the password section (?type=pwd opens the change dialog). */
export function MemberEditView() {
  const [params, setParams] = useSearchParams();
  const passwordOpen = params.get('type') === 'pwd';
  const [dialogOpen, setDialogOpen] = useState(passwordOpen);
  const status = useVerificationStatusQuery({ fetchPolicy: 'cache-and-network' });
  // A temporary password must be replaced: the dialog then has no way out but changing it (SPEC §4).
  const passwordState = usePasswordStateQuery({ fetchPolicy: 'cache-and-network' });
  const forced = Boolean(passwordState.data?.passwordState?.mustChange);
  // Buyers read their own profile; sellers (and assistants granted member_edit) the member's.
  const viewer = useViewerQuery();
  const isBuyer = viewer.data?.viewer?.kind === 'BUYER';
  const sellerProfile = useSellerProfileQuery({ skip: !viewer.data || isBuyer });
  const buyerProfile = useBuyerProfileQuery({ skip: !isBuyer });
  const profile = isBuyer ? buyerProfile.data?.buyerProfile : sellerProfile.data?.viewer?.profile;
  const profileLoading = viewer.loading || sellerProfile.loading || buyerProfile.loading;
  const [send] = useSendVerificationCodeMutation();
  const [verify] = useVerifyCodeMutation();
  const [updateContact] = useUpdateContactMutation();

  const saveContact = async (values: ContactValues): Promise<ContactOutcome> => {
    try {
      const result = (await updateContact({ variables: { input: values } })).data?.updateContact;
      if (result) showToast(result.message, result.success ? 'success' : 'error');
      if (result?.success) {
        void status.refetch();
        return { ok: true };
      }
      return { ok: false, fieldErrors: splitServerErrors(result?.errors ?? [], ['email', 'mobile']).fieldErrors };
    } catch {
      showToast(T.loadError, 'error');
      return { ok: false, fieldErrors: {} };
    }
  };
  const [busy, setBusy] = useState<VerificationChannel | null>(null);
  const [errors, setErrors] = useState<Partial<Record<VerificationChannel, string>>>({});
  const [resend, setResend] = useState<Partial<Record<VerificationChannel, number>>>({});

  const run = async (
    channel: VerificationChannel,
    action: () => Promise<{ success: boolean; message: string; resendAfterSeconds: number } | undefined>,
  ) => {
    setBusy(channel);
    try {
      const result = await action();
      if (!result) return;
      showToast(result.message, result.success ? 'success' : 'error');
      setErrors((e) => ({ ...e, [channel]: result.success ? undefined : result.message }));
      if (result.resendAfterSeconds > 0) setResend((r) => ({ ...r, [channel]: result.resendAfterSeconds }));
      if (result.success) void status.refetch();
    } catch {
      showToast(T.loadError, 'error');
    } finally {
      setBusy(null);
    }
  };
  const onSend = (channel: VerificationChannel) =>
    run(channel, async () => (await send({ variables: { channel } })).data?.sendVerificationCode);
  const onVerify = (channel: VerificationChannel, code: string) =>
    run(channel, async () => (await verify({ variables: { input: { channel, code } } })).data?.verifyCode);

  const closeDialog = () => {
    setDialogOpen(false);
    if (passwordOpen) setParams({}, { replace: true });
  };
  const s = status.data?.verificationStatus;

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        {T.editTitle}
      </Heading>
      <ProfileCard profile={profile} loading={profileLoading} />
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p="5">
        <Heading as="h2" size="md" mb="3">
          {T.contactSection}
        </Heading>
        {status.loading && !s ? (
          <Stack gap="3">
            <Skeleton h="16" />
            <Skeleton h="16" />
          </Stack>
        ) : status.error ? (
          <LoadError message={T.loadError} onRetry={() => status.refetch()} />
        ) : !s ? (
          <Text color="fg.muted">{T.assistantNotice}</Text>
        ) : (
          <Stack gap="3">
            <ContactForm data={{ email: s.email ?? '', mobile: s.mobile ?? '' }} onSubmit={saveContact} />
            <VerifyContactRow
              label={T.emailLabel}
              value={s.email}
              verified={s.emailVerified}
              resendAfterSeconds={resend.EMAIL ?? s.emailResendAfterSeconds}
              error={errors.EMAIL ?? null}
              disabled={busy === 'EMAIL'}
              onSend={() => void onSend('EMAIL')}
              onVerify={(code) => void onVerify('EMAIL', code)}
            />
            {s.mobileRequired ? (
              <VerifyContactRow
                label={T.mobileLabel}
                value={s.mobile}
                verified={s.mobileVerified}
                resendAfterSeconds={resend.MOBILE ?? s.mobileResendAfterSeconds}
                error={errors.MOBILE ?? null}
                disabled={busy === 'MOBILE'}
                onSend={() => void onSend('MOBILE')}
                onVerify={(code) => void onVerify('MOBILE', code)}
              />
            ) : null}
          </Stack>
        )}
      </Box>
      {/* Assistants have no password of the member's to change here. */}
      {s ? (
        <Box bg="bg" borderRadius="lg" borderWidth="1px" p="5" id="password">
          <Heading as="h2" size="md" mb="2">
            {T.passwordSection}
          </Heading>
          <Text color="fg.muted" mb="3">
            {T.passwordIntro}
          </Text>
          <Button colorPalette="primary" onClick={() => setDialogOpen(true)}>
            {T.changePassword}
          </Button>
        </Box>
      ) : null}
      {/* Opens only once the password state is known, so a forced change never shows a way out, even briefly. */}
      <ChangePasswordDialog
        open={dialogOpen && Boolean(s) && Boolean(passwordState.data)}
        forced={forced}
        onClose={closeDialog}
      />
    </Stack>
  );
}
