import { Text } from '@chakra-ui/react';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
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
  // The page answers the lookup (and says what went wrong): the form sends and shows its message.
  const submit = async (v: { email: string }) => {
    await onSubmit(v.email.trim());
    return [];
  };
  return (
    <ServerForm
      initialValues={{ email: '' }}
      validationSchema={orderLookupSchema}
      fields={[]}
      label={ORDER_TEXT.lookupTitle}
      onSubmit={submit}
      maxW="none"
      gap="4"
    >
      {(form) => (
        <>
          <Text color="fg.muted">{ORDER_TEXT.lookupHint}</Text>
          <FormErrorAlert message={error} />
          <TextField form={form} name="email" label={ORDER_TEXT.lookupEmail} type="email" inputMode="email" required />
          <SubmitButton alignSelf="start">{ORDER_TEXT.lookup}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
