import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { InvalidSubmitNotice, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { EMPTY_REFER, referSchema, type ReferValues } from '../partner.schema';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.refer;

export interface ReferFormProps {
  disabled?: boolean;
  /** Resolves with the payload's errors; none means the invitation was sent. */
  onSubmit: (values: ReferValues) => Promise<readonly ServerError[]>;
}

/** Refer a seller by email (with a private note); the seller accepts in its own back office. */
export function ReferForm({ disabled = false, onSubmit }: ReferFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (values: ReferValues, helpers: FormikHelpers<ReferValues>) => {
    setFormError(null);
    const errors = await onSubmit({ email: values.email.trim(), note: values.note.trim() });
    setFormError(applyServerErrors<ReferValues>(errors, helpers.setErrors, Object.keys(EMPTY_REFER)));
    if (!errors.length) helpers.resetForm();
  };
  return (
    <Formik initialValues={EMPTY_REFER} validationSchema={referSchema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={T.title}>
          <InvalidSubmitNotice />
          <Stack gap="4" maxW="xl">
            <Text color="fg.muted">{T.lead}</Text>
            <FormErrorAlert message={formError} />
            <TextField form={form} name="email" label={T.email} inputMode="email" autoComplete="off" required />
            <TextField form={form} name="note" label={T.note} helper={T.noteHint} multiline maxLength={100} />
            <SubmitButton alignSelf="flex-start" disabled={disabled}>
              {T.submit}
            </SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
