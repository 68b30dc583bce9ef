import { MASKS } from '../../../lib/input-mask';
import { HStack, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { contactSchema } from '../contact.schema';
import { MEMBERS_TEXT as T } from '../text';

export interface ContactValues {
  email: string;
  mobile: string;
}

export type ContactOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Email and mobile; changing one means verifying it again (the page says so after saving). */
export function ContactForm({
  data,
  onSubmit,
}: {
  data: ContactValues;
  onSubmit(values: ContactValues): Promise<ContactOutcome>;
}) {
  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    const outcome = await onSubmit(values);
    if (!outcome.ok) helpers.setErrors(outcome.fieldErrors);
  };
  return (
    <Formik initialValues={data} validationSchema={contactSchema} onSubmit={submit} enableReinitialize>
      {(form) => (
        <Form noValidate aria-label={T.saveContact}>
          <Stack gap="3">
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
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
