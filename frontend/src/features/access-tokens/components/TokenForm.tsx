import { Grid } from '@chakra-ui/react';
import { TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { CheckboxGroupField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import type { ServerError } from '../../../lib/form-errors';
import { EMPTY_TOKEN, tokenSchema, type TokenValues } from '../token.schema';
import { TOKEN_TEXT } from '../text';

export interface TokenFormProps {
  /** Agents (platform members) also get the agent-only scopes. */
  data: { isAgent: boolean };
  onSubmit: (values: TokenValues) => Promise<readonly ServerError[]>;
}

/** Name, read-only scopes (agent-only ones for agents) and days until it expires. */
export function TokenForm({ data, onSubmit }: TokenFormProps) {
  const options = TOKEN_SCOPES.filter((s) => data.isAgent || !s.agentOnly).map((s) => ({
    value: s.key,
    label: s.label,
  }));
  return (
    <ServerForm
      initialValues={EMPTY_TOKEN}
      validationSchema={tokenSchema}
      fields={Object.keys(EMPTY_TOKEN)}
      label={TOKEN_TEXT.createTitle}
      onSubmit={(values) => onSubmit({ ...values, name: values.name.trim() })}
      resetOnSuccess
      gap="4"
    >
      {(form) => (
        <>
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
            <TextField form={form} name="name" label={TOKEN_TEXT.name} helper={TOKEN_TEXT.nameHint} required />
            <TextField form={form} name="expiresInDays" label={TOKEN_TEXT.expires} inputMode="numeric" required />
          </Grid>
          <CheckboxGroupField form={form} name="scopes" label={TOKEN_TEXT.scopes} options={options} />
          <SubmitButton alignSelf="flex-start">{TOKEN_TEXT.create}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
