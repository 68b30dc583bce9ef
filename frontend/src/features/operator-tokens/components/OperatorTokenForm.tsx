import { Grid } from '@chakra-ui/react';
import { OPERATOR_TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { CheckboxGroupField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import type { ServerError } from '../../../lib/form-errors';
import { EMPTY_OPERATOR_TOKEN, operatorTokenSchema, type OperatorTokenValues } from '../operator-token.schema';
import { OPERATOR_TOKEN_TEXT as T } from '../text';

const OPTIONS = OPERATOR_TOKEN_SCOPES.map((s) => ({ value: s.key, label: s.label }));

/** Name, read-only operator scopes and days until it expires (a token always expires). */
export function OperatorTokenForm({
  onSubmit,
}: {
  onSubmit: (values: OperatorTokenValues) => Promise<readonly ServerError[]>;
}) {
  return (
    <ServerForm
      initialValues={EMPTY_OPERATOR_TOKEN}
      validationSchema={operatorTokenSchema}
      fields={Object.keys(EMPTY_OPERATOR_TOKEN)}
      label={T.createTitle}
      onSubmit={(values) => onSubmit({ ...values, name: values.name.trim() })}
      resetOnSuccess
      gap="4"
    >
      {(form) => (
        <>
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
            <TextField form={form} name="name" label={T.name} helper={T.nameHint} required />
            <TextField form={form} name="expiresInDays" label={T.expires} inputMode="numeric" required />
          </Grid>
          <CheckboxGroupField form={form} name="scopes" label={T.scopes} options={OPTIONS} />
          <SubmitButton alignSelf="flex-start">{T.create}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
