import { Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { InvalidSubmitNotice, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { SUBSCRIBE_FIELDS, subscribeSchema, type SubscribeValues } from '../subscribe.schema';
import { SUBSCRIBE_TEXT as T } from '../text';

export interface SubscribeFormProps {
  data: {
    sandboxCards: { success: string; decline: string };
    /** What a signed-in buyer's profile already knows. */
    buyer?: { name?: string | null; email?: string | null; mobile?: string | null };
  };
  /** Resolves to the server's refusals (none when subscribed). */
  onSubmit: (values: SubscribeValues) => Promise<readonly ServerError[]>;
}

/** The subscriber's name, email and mobile, and the card the periods are charged to. */
export function SubscribeForm({ data, onSubmit }: SubscribeFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial: SubscribeValues = {
    buyerName: data.buyer?.name ?? '',
    buyerEmail: data.buyer?.email ?? '',
    buyerMobile: data.buyer?.mobile ?? '',
    cardNumber: '',
  };
  const submit = async (values: SubscribeValues, helpers: FormikHelpers<SubscribeValues>) => {
    setFormError(null);
    setFormError(applyServerErrors<SubscribeValues>(await onSubmit(values), helpers.setErrors, SUBSCRIBE_FIELDS));
  };
  return (
    <Formik initialValues={initial} validationSchema={subscribeSchema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={T.submit}>
          <InvalidSubmitNotice message={T.validationToast} />
          <Stack gap="4">
            <FormErrorAlert message={formError} />
            <Heading as="h2" size="md">
              {T.buyerSection}
            </Heading>
            <TextField form={form} name="buyerName" label={T.buyerName} autoComplete="name" required />
            <TextField
              form={form}
              name="buyerEmail"
              label={T.buyerEmail}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
            <TextField
              form={form}
              name="buyerMobile"
              label={T.buyerMobile}
              type="tel"
              autoComplete="tel"
              maxLength={10}
              required
            />
            <Heading as="h2" size="md">
              {T.cardSection}
            </Heading>
            <TextField
              form={form}
              name="cardNumber"
              label={T.cardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              required
            />
            <Text fontSize="sm" color="fg.muted">
              {T.cardHint(data.sandboxCards.success, data.sandboxCards.decline)}
            </Text>
            <Text fontSize="sm">{T.consent}</Text>
            <SubmitButton size="lg">{T.submit}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
