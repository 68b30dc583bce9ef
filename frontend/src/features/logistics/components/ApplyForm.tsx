import { MASKS } from '../../../lib/input-mask';
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { LOGISTICS_SERVICE_GROUPS } from '@paydesk/shared/shipment-statuses';
import { CheckboxGroupField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { ShopSelectField } from '../../../components/FormSections';
import type { ServerError } from '../../../lib/form-errors';
import { APPLY_FIELDS, EMPTY_APPLY, applySchema, type ApplyValues } from '../apply.schema';
import { APPLY_TEXT as T } from '../text';
import { Section } from '../../../components/PageFrame';

export interface ApplyFormProps {
  data: { shops: readonly { id: number; name: string }[]; isBusiness: boolean; merchantId?: string };
  disabled?: boolean;
  /** Resolves to the server's refusals (none when sent). */
  onSubmit: (values: ApplyValues) => Promise<readonly ServerError[]>;
}

/** A shop's logistics application: services (B2C only for business members), sender and return addresses. */
export function ApplyForm({ data, disabled = false, onSubmit }: ApplyFormProps) {
  const services = Object.entries(LOGISTICS_SERVICE_GROUPS)
    .filter(([key]) => data.isBusiness || key !== 'B2C')
    .map(([value, label]) => ({ value, label }));
  const initial: ApplyValues = {
    ...EMPTY_APPLY,
    merchantId: data.merchantId ?? (data.shops.length === 1 ? String(data.shops[0]?.id ?? '') : ''),
  };
  return (
    <Section title={T.formTitle}>
      <ServerForm
        initialValues={initial}
        validationSchema={applySchema(data.isBusiness)}
        fields={APPLY_FIELDS}
        label={T.formTitle}
        onSubmit={onSubmit}
        resetOnSuccess={{ ...initial, merchantId: '' }}
        gap="4"
        maxW="none"
      >
        {(form) => (
          <>
            <ShopSelectField form={form} shops={data.shops} text={T} />
            <CheckboxGroupField form={form} name="services" label={T.services} options={services} />
            {data.isBusiness ? null : (
              <Text fontSize="sm" color="fg.muted">
                {T.b2cNote}
              </Text>
            )}
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField form={form} name="senderName" label={T.senderName} required />
              <TextField
                form={form}
                name="senderMobile"
                label={T.senderMobile}
                inputMode="numeric"
                mask={MASKS.mobile}
                required
              />
            </Grid>
            <TextField form={form} name="senderAddress" label={T.senderAddress} required maxLength={100} />
            <Stack gap="1">
              <TextField form={form} name="returnAddress" label={T.returnAddress} required maxLength={100} />
              <Button
                size="xs"
                variant="ghost"
                alignSelf="flex-start"
                onClick={() => void form.setFieldValue('returnAddress', form.values.senderAddress)}
              >
                {T.sameAsSender}
              </Button>
            </Stack>
            <SubmitButton alignSelf="flex-start" disabled={disabled}>
              {T.submit}
            </SubmitButton>
          </>
        )}
      </ServerForm>
    </Section>
  );
}
