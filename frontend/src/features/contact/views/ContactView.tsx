import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useSendContactMessageMutation } from '../../../graphql/documents/contact';
import { PublicPage } from '../../../components/PublicPage';
import { ServiceHours } from '../../../components/ServiceHours';
import type { ContactValues } from '../contact.schema';
import { ContactForm, type ContactOutcome } from '../components/ContactForm';
import { failedSubmit } from '../../../lib/form-errors';

const FAILED = '送出失敗，請稍後再試';

const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['name', 'email', 'phone', 'category', 'message'];

/** /contact: customer-service info and the contact form. */
export function ContactView() {
  const [send] = useSendContactMessageMutation();
  const submit = async (values: ContactValues): Promise<ContactOutcome> => {
    try {
      const { data } = await send({ variables: { input: { ...values, phone: values.phone || null } } });
      const payload = data?.sendContactMessage;
      if (payload?.ok) return { ok: true };
      return failedSubmit<ContactValues>(payload?.errors ?? [], CONTACT_FIELDS, FAILED);
    } catch {
      return { ok: false, fieldErrors: {}, formError: FAILED };
    }
  };
  return (
    <PublicPage title="聯絡我們" lead="對服務、費用或交易有任何疑問，歡迎來電或留言，客服人員將儘速回覆。">
      <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="10">
        <Stack gap="3">
          <Heading as="h2" size="lg">
            客服資訊
          </Heading>
          <ServiceHours />
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            線上留言
          </Heading>
          <ContactForm onSubmit={submit} />
        </Stack>
      </Grid>
    </PublicPage>
  );
}
