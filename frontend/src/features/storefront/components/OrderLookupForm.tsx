import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { InvalidSubmitNotice, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { orderLookupSchema } from '../checkout.schema';
import { ORDER_TEXT } from '../text';

/** Asks for the buyer's email to open an order's receipt (number + email is what proves it is theirs). */
export function OrderLookupForm({
  error,
  onSubmit,
}: {
  error: string | null;
  onSubmit: (email: string) => Promise<void> | void;
}) {
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={orderLookupSchema}
      onSubmit={(v) => onSubmit(v.email.trim())}
    >
      {(form) => (
        <Form noValidate aria-label={ORDER_TEXT.lookupTitle}>
          <InvalidSubmitNotice />
          <Stack gap="4">
            <Text color="fg.muted">{ORDER_TEXT.lookupHint}</Text>
            <FormErrorAlert message={error} />
            <TextField
              form={form}
              name="email"
              label={ORDER_TEXT.lookupEmail}
              type="email"
              inputMode="email"
              required
            />
            <SubmitButton alignSelf="start">{ORDER_TEXT.lookup}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
