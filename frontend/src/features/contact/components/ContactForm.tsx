import { SubmitButton } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { Alert, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
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
        const error = (name: keyof ContactValues) =>
          form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
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
                {(['name', 'email', 'phone'] as const).map((name) => (
                  <Field.Root key={name} invalid={Boolean(error(name))} required={name !== 'phone'}>
                    <Field.Label>{LABELS[name]}</Field.Label>
                    <Input
                      name={name}
                      value={form.values[name]}
                      onChange={form.handleChange}
                      onBlur={form.handleBlur}
                    />
                    {error(name) ? <Field.ErrorText>{error(name)}</Field.ErrorText> : null}
                  </Field.Root>
                ))}
                <Field.Root invalid={Boolean(error('category'))} required>
                  <Field.Label>{LABELS.category}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="category" value={form.values.category} onChange={form.handleChange}>
                      {CONTACT_CATEGORY_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </SimpleGrid>
              <Field.Root invalid={Boolean(error('message'))} required>
                <Field.Label>{LABELS.message}</Field.Label>
                <Textarea
                  name="message"
                  rows={6}
                  value={form.values.message}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                />
                {error('message') ? <Field.ErrorText>{error('message')}</Field.ErrorText> : null}
              </Field.Root>
              <SubmitButton alignSelf="flex-start">送出留言</SubmitButton>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
