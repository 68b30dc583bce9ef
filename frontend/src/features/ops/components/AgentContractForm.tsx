import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { ServerForm } from '../../../components/ServerForm';
import type { ServerError } from '../../../lib/form-errors';
import { contractSchema, EMPTY_CONTRACT, SHARE_PAY_TYPES, type ContractValues } from '../agent-contract.schema';
import { OPS_TEXT } from '../text';

const T = OPS_TEXT.agents;
const CONTRACT_FIELDS = Object.keys(EMPTY_CONTRACT);

/**
 * A new contract version: start, optional end, percent of the platform fee per pay type and a note. `whose` names
 * the agent (name and account) so the operator sees whose contract is being set right above the fields.
 */
export function AgentContractForm({
  whose,
  onSubmit,
}: {
  whose: string;
  onSubmit: (v: ContractValues) => Promise<readonly ServerError[]>;
}) {
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h2" size="md">
          {T.newVersion}
        </Heading>
        <Text color="fg.muted" data-testid="contract-whose">
          {whose}
        </Text>
      </Stack>
      <ServerForm<ContractValues>
        initialValues={EMPTY_CONTRACT}
        validationSchema={contractSchema}
        fields={CONTRACT_FIELDS}
        label={T.newVersion}
        onSubmit={onSubmit}
        resetOnSuccess
        maxW="none"
        gap="4"
      >
        {(form) => (
          <>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField form={form} name="startsOn" label={T.startsOn} type="date" required />
              <TextField form={form} name="endsOn" label={T.endsOn} type="date" />
            </Grid>
            <Stack gap="2" role="group" aria-label={T.rates}>
              <Heading as="h3" size="sm">
                {T.rates}
              </Heading>
              <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
                {SHARE_PAY_TYPES.map((p) => (
                  <TextField
                    key={p}
                    form={form}
                    name={`rates.${p}`}
                    label={T.rateLabel(PAY_TYPE_LIST.label(p))}
                    inputMode="decimal"
                  />
                ))}
              </Grid>
              {typeof form.errors.rates === 'string' && form.submitCount > 0 ? (
                <FormErrorAlert message={form.errors.rates} />
              ) : null}
            </Stack>
            <TextField form={form} name="note" label={T.note} multiline maxLength={200} />
            <SubmitButton alignSelf="flex-start">{T.save}</SubmitButton>
          </>
        )}
      </ServerForm>
    </Stack>
  );
}
