import { LoadError } from '../../../components/LoadState';
import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { notifySchema } from '../notify.schema';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { useNotifySettingsQuery, useUpdateNotifySettingsMutation } from '../../../graphql/documents/members';
import { reportInvalidForm } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';

const TEXT = {
  title: '通知設定',
  intro: '設定各類通知要寄送到哪些電子信箱；多組請以半形逗號分隔，最多 5 組。留空則寄送至會員電子信箱。',
  save: '儲存設定',
  loadError: '無法載入通知設定',
  failed: '儲存失敗，請稍後再試',
} as const;

type Values = Record<string, string>;

/** /auth/member/notify: which notifications go to which emails. */
export function NotifyView() {
  const { data, loading, error, refetch } = useNotifySettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateNotifySettingsMutation();
  const settings = data?.notifySettings;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const input = Object.entries(values).map(([type, value]) => ({ type, emails: value }));
      const payload = (await update({ variables: { input } })).data?.updateNotifySettings;
      if (payload?.success) return showToast(payload.message, 'success');
      helpers.setErrors(Object.fromEntries((payload?.errors ?? []).map((e) => [e.field ?? '', e.message])));
      reportInvalidForm(payload?.message);
    } catch {
      showToast(TEXT.failed, 'error');
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
          <Formik
            initialValues={Object.fromEntries(settings.map((s) => [s.type, s.emails]))}
            validationSchema={notifySchema(settings.map((s) => s.type))}
            onSubmit={submit}
            enableReinitialize
          >
            {(form) => (
              <Form noValidate aria-label={TEXT.title}>
                <Stack gap="4">
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
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </Box>
    </Stack>
  );
}
