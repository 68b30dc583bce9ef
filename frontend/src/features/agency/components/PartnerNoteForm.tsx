import { Button, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InvalidSubmitNotice, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { partnerNoteSchema, type PartnerNoteValues } from '../partner.schema';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.edit;

export interface PartnerNoteFormProps {
  data: { email: string; note: string; removable: boolean };
  disabled?: boolean;
  onSubmit: (values: PartnerNoteValues, remove: boolean) => Promise<readonly ServerError[]>;
}

/** The agent's private note on a partner, and ending the partnership behind a confirm step. */
export function PartnerNoteForm({ data, disabled = false, onSubmit }: PartnerNoteFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const submit = async (values: PartnerNoteValues, helpers: FormikHelpers<PartnerNoteValues>) => {
    setFormError(null);
    const errors = await onSubmit({ note: values.note.trim() }, false);
    setFormError(applyServerErrors<PartnerNoteValues>(errors, helpers.setErrors, ['note']));
  };
  return (
    <Formik initialValues={{ note: data.note }} validationSchema={partnerNoteSchema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={T.title}>
          <InvalidSubmitNotice />
          <Stack gap="4" maxW="xl">
            <FormErrorAlert message={formError} />
            <TextField form={form} name="note" label={AGENCY_TEXT.refer.note} multiline maxLength={100} />
            <HStack gap="3" wrap="wrap">
              <SubmitButton disabled={disabled || removing}>{T.save}</SubmitButton>
              {data.removable ? (
                <Button
                  variant="outline"
                  colorPalette="error"
                  disabled={disabled || form.isSubmitting}
                  loading={removing}
                  onClick={() => setAsking(true)}
                >
                  {T.remove}
                </Button>
              ) : null}
            </HStack>
          </Stack>
          <ConfirmDialog
            open={asking}
            title={T.removeTitle}
            message={T.removeAsk(data.email)}
            confirmLabel={T.remove}
            tone="error"
            busy={removing}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setRemoving(true);
              void onSubmit({ note: form.values.note.trim() }, true).then((errors) => {
                setRemoving(false);
                setAsking(false);
                setFormError(applyServerErrors<PartnerNoteValues>(errors, form.setErrors, ['note']));
              });
            }}
          />
        </Form>
      )}
    </Formik>
  );
}
