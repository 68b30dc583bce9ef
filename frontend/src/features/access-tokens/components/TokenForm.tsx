import { Grid, Stack } from '@chakra-ui/react';
import { TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { CheckboxGroupField, InvalidSubmitNotice, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { EMPTY_TOKEN, tokenSchema, type TokenValues } from '../token.schema';
import { TOKEN_TEXT } from '../text';

export interface TokenFormProps {
  /** Agents (platform members) also get the agent-only scopes. */
  data: { isAgent: boolean };
  onSubmit: (values: TokenValues) => Promise<readonly ServerError[]>;
}

/** Name, read-only scopes (agent-only ones for agents) and days until it expires. */
export function TokenForm({ data, onSubmit }: TokenFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const options = TOKEN_SCOPES.filter((s) => data.isAgent || !s.agentOnly).map((s) => ({
    value: s.scope,
    label: s.label,
  }));
  const submit = async (values: TokenValues, helpers: FormikHelpers<TokenValues>) => {
    setFormError(null);
    const errors = await onSubmit({ ...values, name: values.name.trim() });
    setFormError(applyServerErrors<TokenValues>(errors, helpers.setErrors, Object.keys(EMPTY_TOKEN)));
    if (!errors.length) helpers.resetForm();
  };
  return (
    <Formik initialValues={EMPTY_TOKEN} validationSchema={tokenSchema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={TOKEN_TEXT.createTitle}>
          <InvalidSubmitNotice />
          <Stack gap="4" maxW="3xl">
            <FormErrorAlert message={formError} />
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
              <TextField form={form} name="name" label={TOKEN_TEXT.name} helper={TOKEN_TEXT.nameHint} required />
              <TextField form={form} name="expiresInDays" label={TOKEN_TEXT.expires} inputMode="numeric" required />
            </Grid>
            <CheckboxGroupField form={form} name="scopes" label={TOKEN_TEXT.scopes} options={options} />
            <SubmitButton alignSelf="flex-start">{TOKEN_TEXT.create}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
