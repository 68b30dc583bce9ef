import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import type { ServerError } from '../../../lib/form-errors';
import { partnerNoteSchema, type PartnerNoteValues } from '../partner.schema';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.edit;
const NOTE_FIELDS: readonly (keyof PartnerNoteValues)[] = ['note'];

export interface PartnerNoteFormProps {
  data: { email: string; note: string; removable: boolean };
  disabled?: boolean;
  onSubmit: (values: PartnerNoteValues, remove: boolean) => Promise<readonly ServerError[]>;
}

/** The agent's private note on a partner, and ending the partnership behind a confirm step. */
export function PartnerNoteForm({ data, disabled = false, onSubmit }: PartnerNoteFormProps) {
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <ServerForm<PartnerNoteValues>
      initialValues={{ note: data.note }}
      validationSchema={partnerNoteSchema}
      fields={NOTE_FIELDS}
      label={T.title}
      onSubmit={(values) => onSubmit({ note: values.note.trim() }, false)}
      maxW="xl"
      gap="4"
    >
      {(form, parts) => (
        <>
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
                parts.showRefusals(errors);
              });
            }}
          />
        </>
      )}
    </ServerForm>
  );
}
