import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { SimpleGrid } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import {
  CONTACT_CATEGORY_OPTIONS,
  CONTACT_FIELDS,
  CONTACT_INITIAL,
  contactSchema,
  type ContactValues,
} from '../contact.schema';
import { CONTACT_TEXT as T } from '../text';

export type ContactOutcome =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<keyof ContactValues, string>>; formError: string | null };

/** Contact-us form; server errors come back from onSubmit and land on fields. */
export function ContactForm({ onSubmit }: { onSubmit: (values: ContactValues) => Promise<ContactOutcome> }) {
  const [sent, setSent] = useState(false);
  const submit = async (values: ContactValues) => {
    const outcome = await onSubmit(values);
    setSent(outcome.ok);
    return outcome;
  };
  return (
    <ServerForm<ContactValues>
      initialValues={CONTACT_INITIAL}
      validationSchema={contactSchema}
      fields={CONTACT_FIELDS}
      label={T.form}
      onSubmit={submit}
      resetOnSuccess
      notifyInvalid={false}
      maxW="none"
      gap="4"
    >
      {(form) => (
        <>
          {sent ? (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Title>{T.sent}</Alert.Title>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField required form={form} name="name" label={T.labels.name} />
            <TextField required form={form} name="email" type="email" label={T.labels.email} />
            <TextField form={form} name="phone" label={T.labels.phone} />
            <SelectField
              required
              form={form}
              name="category"
              label={T.labels.category}
              options={[...CONTACT_CATEGORY_OPTIONS]}
            />
          </SimpleGrid>
          <TextField required multiline rows={6} form={form} name="message" label={T.labels.message} />
          <SubmitButton alignSelf="flex-start">{T.submit}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
