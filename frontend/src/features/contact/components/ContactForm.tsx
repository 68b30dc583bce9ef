import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { Form, Formik, type FormikHelpers } from 'formik';
import { CONTACT_CATEGORY_OPTIONS, CONTACT_INITIAL, contactSchema, type ContactValues } from '../contact.schema';

export type ContactOutcome =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<keyof ContactValues, string>>; formError: string | null };

const LABELS: Record<keyof ContactValues, string> = {
  name: '姓名',
  email: '電子信箱',
  phone: '聯絡電話（選填）',
  category: '問題類別',
  message: '留言內容',
};

/** Contact-us form; server errors come back from onSubmit and land on fields. */
export function ContactForm({ onSubmit }: { onSubmit: (values: ContactValues) => Promise<ContactOutcome> }) {
  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    const outcome = await onSubmit(values);
    if (outcome.ok) {
      helpers.resetForm();
      helpers.setStatus({ sent: true });
      return;
    }
    helpers.setErrors(outcome.fieldErrors);
    helpers.setStatus({ formError: outcome.formError });
  };
  return (
    <Formik initialValues={CONTACT_INITIAL} validationSchema={contactSchema} onSubmit={submit}>
      {(form) => {
        const status = form.status as { sent?: boolean; formError?: string | null } | undefined;
        return (
          <Form noValidate aria-label="聯絡表單">
            <Stack gap="4">
              {status?.sent ? (
                <Alert.Root status="success">
                  <Alert.Indicator />
                  <Alert.Title>已收到您的留言，客服將於一個工作天內回覆。</Alert.Title>
                </Alert.Root>
              ) : null}
              {status?.formError ? <FormErrorAlert message={status.formError} /> : null}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField required form={form} name="name" label={LABELS.name} />
                <TextField required form={form} name="email" type="email" label={LABELS.email} />
                <TextField form={form} name="phone" label={LABELS.phone} />
                <SelectField
                  required
                  form={form}
                  name="category"
                  label={LABELS.category}
                  options={[...CONTACT_CATEGORY_OPTIONS]}
                />
              </SimpleGrid>
              <TextField required multiline rows={6} form={form} name="message" label={LABELS.message} />
              <SubmitButton alignSelf="flex-start">送出留言</SubmitButton>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
