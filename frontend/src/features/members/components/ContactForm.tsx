import { MASKS } from '../../../lib/input-mask';
import { HStack } from '@chakra-ui/react';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { contactSchema } from '../contact.schema';
import { MEMBERS_TEXT as T } from '../text';

export interface ContactValues {
  email: string;
  mobile: string;
}

const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['email', 'mobile'];

export type ContactOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Email and mobile; changing one means verifying it again (the page says so after saving). */
export function ContactForm({
  data,
  onSubmit,
}: {
  data: ContactValues;
  onSubmit(values: ContactValues): Promise<ContactOutcome>;
}) {
  // The page toasts what the fields cannot show; the form keeps no message of its own.
  const submit = async (values: ContactValues) => {
    const outcome = await onSubmit(values);
    return outcome.ok ? outcome : { ...outcome, formError: null };
  };
  return (
    <ServerForm<ContactValues>
      initialValues={data}
      validationSchema={contactSchema}
      fields={CONTACT_FIELDS}
      label={T.saveContact}
      onSubmit={submit}
      enableReinitialize
      notifyInvalid={false}
      maxW="none"
      gap="3"
    >
      {(form) => (
        <>
          <HStack align="flex-start" gap="3" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <TextField required form={form} name="email" type="email" label={T.emailLabel} autoComplete="email" />
            <TextField
              required
              form={form}
              name="mobile"
              type="tel"
              mask={MASKS.mobile}
              label={T.mobileLabel}
              autoComplete="tel"
              maxLength={10}
            />
          </HStack>
          <SubmitButton size="sm" alignSelf="flex-start" variant="outline" disabled={!form.dirty}>
            {T.saveContact}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
