import { LoadError } from '../../../components/LoadState';
import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { notifySchema } from '../notify.schema';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { useNotifySettingsQuery, useUpdateNotifySettingsMutation } from '../../../graphql/documents/members';
import type { NotifyType } from '../../../graphql/generated';
import { reportInvalidForm, type SubmitOutcome } from '../../../lib/form-errors';
import { ServerForm } from '../../../components/ServerForm';
import { showToast } from '../../../lib/toast';
import { NOTIFY_TEXT as TEXT } from '../text';

/** Emails by notification type: the form's fields are the contract's NotifyType keys. */
type Values = Partial<Record<NotifyType, string>>;

/** /auth/member/notify: which notifications go to which emails. */
export function NotifyView() {
  const { data, loading, error, refetch } = useNotifySettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateNotifySettingsMutation();
  const settings = data?.notifySettings;

  // Every refusal lands on a field (the page toasts the summary); the form shows no message of its own.
  const submit = async (values: Values): Promise<SubmitOutcome<Values>> => {
    try {
      const input = (Object.entries(values) as [NotifyType, string][]).map(([type, value]) => ({
        type,
        emails: value,
      }));
      const payload = (await update({ variables: { input } })).data?.updateNotifySettings;
      if (payload?.success) {
        showToast(payload.message, 'success');
        return { ok: true };
      }
      reportInvalidForm(payload?.message);
      const fieldErrors = Object.fromEntries((payload?.errors ?? []).map((e) => [e.field ?? '', e.message]));
      return { ok: false, fieldErrors, formError: null };
    } catch {
      showToast(TEXT.failed, 'error');
      return { ok: false, fieldErrors: {}, formError: null };
    }
  };

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        {TEXT.title}
      </Heading>
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p="5">
        <Text color="fg.muted" mb="4">
          {TEXT.intro}
        </Text>
        {loading && !settings ? (
          <Stack gap="3">
            <Skeleton h="10" />
            <Skeleton h="10" />
          </Stack>
        ) : error || !settings ? (
          <LoadError message={TEXT.loadError} onRetry={() => refetch()} />
        ) : (
          <ServerForm<Values>
            initialValues={Object.fromEntries(settings.map((s) => [s.type, s.emails]))}
            validationSchema={notifySchema(settings.map((s) => s.type))}
            fields={settings.map((s) => s.type)}
            label={TEXT.title}
            onSubmit={submit}
            enableReinitialize
            notifyInvalid={false}
            maxW="none"
            gap="4"
          >
            {(form) => (
              <>
                {settings.map((s) => (
                  <TextField
                    key={s.type}
                    form={form}
                    name={s.type}
                    label={s.label}
                    placeholder="a@example.com,b@example.com"
                  />
                ))}
                <SubmitButton alignSelf="flex-start">{TEXT.save}</SubmitButton>
              </>
            )}
          </ServerForm>
        )}
      </Box>
    </Stack>
  );
}
