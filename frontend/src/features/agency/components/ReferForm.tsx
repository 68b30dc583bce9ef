import { Text } from '@chakra-ui/react';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import type { ServerError } from '../../../lib/form-errors';
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
  return (
    <ServerForm
      initialValues={EMPTY_REFER}
      validationSchema={referSchema}
      fields={Object.keys(EMPTY_REFER)}
      label={T.title}
      onSubmit={(values) => onSubmit({ email: values.email.trim(), note: values.note.trim() })}
      resetOnSuccess
      gap="4"
      maxW="xl"
    >
      {(form) => (
        <>
          <Text color="fg.muted">{T.lead}</Text>
          <TextField form={form} name="email" label={T.email} inputMode="email" autoComplete="off" required />
          <TextField form={form} name="note" label={T.note} helper={T.noteHint} multiline maxLength={100} />
          <SubmitButton alignSelf="flex-start" disabled={disabled}>
            {T.submit}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
