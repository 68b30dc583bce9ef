import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useSendContactMessageMutation } from '../../../graphql/documents/contact';
import { PublicPage } from '../../../components/PublicPage';
import { ServiceHours } from '../../../components/ServiceHours';
import { CONTACT_FIELDS, type ContactValues } from '../contact.schema';
import { ContactForm, type ContactOutcome } from '../components/ContactForm';
import { failedSubmit } from '../../../lib/form-errors';
import { CONTACT_TEXT as T } from '../text';

/** /contact: customer-service info and the contact form. */
export function ContactView() {
  const [send] = useSendContactMessageMutation();
  const submit = async (values: ContactValues): Promise<ContactOutcome> => {
    try {
      const { data } = await send({ variables: { input: { ...values, phone: values.phone || null } } });
      const payload = data?.sendContactMessage;
      if (payload?.ok) return { ok: true };
      return failedSubmit<ContactValues>(payload?.errors ?? [], CONTACT_FIELDS, T.failed);
    } catch {
      return { ok: false, fieldErrors: {}, formError: T.failed };
    }
  };
  return (
    <PublicPage title={T.title} lead={T.lead}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="10">
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {T.serviceInfo}
          </Heading>
          <ServiceHours />
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {T.message}
          </Heading>
          <ContactForm onSubmit={submit} />
        </Stack>
      </Grid>
    </PublicPage>
  );
}
