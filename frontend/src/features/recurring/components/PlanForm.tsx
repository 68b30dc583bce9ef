import { Checkbox, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PERIOD_CYCLE_LIST } from '@paydesk/shared/period-rules';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useState } from 'react';
import { InvalidSubmitNotice, SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { MoneyText } from '../../../components/MoneyText';
import { codeOptions } from '../../../lib/code-options';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { EMPTY_PLAN, PLAN_FIELDS, planSchema, type PlanValues } from '../plan.schema';
import { planPreview } from '../schedule';
import { PLAN_TEXT } from '../text';
import { SchedulePreview } from './SchedulePreview';

export interface PlanFormProps {
  data: { shops: readonly { id: number; name: string }[]; initial?: PlanValues; today?: string };
  disabled?: boolean;
  /** Resolves to the server's refusals (none when saved). */
  onSubmit: (values: PlanValues) => Promise<readonly ServerError[]>;
}

function Toggle({
  form,
  name,
  label,
}: {
  form: FormikProps<PlanValues>;
  name: 'unlimited' | 'enabled';
  label: string;
}) {
  return (
    <Checkbox.Root
      checked={form.values[name]}
      onCheckedChange={(e) => void form.setFieldValue(name, e.checked === true)}
    >
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function Preview({ values, today }: { values: PlanValues; today?: string }) {
  const total = values.unlimited || !/^\d+$/.test(values.totalCharges) ? null : Number(values.totalCharges);
  const dates = planPreview({ ...values, totalCharges: total }, today);
  return <SchedulePreview title={PLAN_TEXT.previewTitle} hint={PLAN_TEXT.previewHint} dates={dates} />;
}

/** A recurring plan: shop, title, amount, cycle, number of charges, trial, first date; a live schedule preview. */
export function PlanForm({ data, disabled = false, onSubmit }: PlanFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial = data.initial ?? {
    ...EMPTY_PLAN,
    merchantId: data.shops.length === 1 ? String(data.shops[0]?.id ?? '') : '',
  };
  const submit = async (values: PlanValues, helpers: FormikHelpers<PlanValues>) => {
    setFormError(null);
    setFormError(applyServerErrors<PlanValues>(await onSubmit(values), helpers.setErrors, PLAN_FIELDS));
  };
  return (
    <Formik initialValues={initial} validationSchema={planSchema(data.today)} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={PLAN_TEXT.save}>
          <InvalidSubmitNotice />
          <Stack gap="6" maxW="3xl">
            <FormErrorAlert message={formError} />
            <Heading as="h2" size="md">
              {PLAN_TEXT.sectionBasic}
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <SelectField
                form={form}
                name="merchantId"
                label={PLAN_TEXT.merchant}
                placeholder={PLAN_TEXT.merchantPlaceholder}
                required
                options={data.shops.map((s) => ({ value: String(s.id), label: s.name }))}
              />
              <TextField form={form} name="title" label={PLAN_TEXT.title} required />
              <Stack gap="1">
                <TextField form={form} name="amount" label={PLAN_TEXT.amount} inputMode="numeric" required />
                <HStack fontSize="sm" color="fg.muted">
                  <Text>{PLAN_TEXT.amountPreview}</Text>
                  <MoneyText
                    value={/^\d+$/.test(form.values.amount) ? Number(form.values.amount) : null}
                    data-testid="amount-preview"
                  />
                </HStack>
              </Stack>
            </Grid>
            <TextField form={form} name="description" label={PLAN_TEXT.description} multiline />
            <Heading as="h2" size="md">
              {PLAN_TEXT.sectionSchedule}
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <SelectField
                form={form}
                name="cycle"
                label={PLAN_TEXT.cycle}
                required
                options={codeOptions(PERIOD_CYCLE_LIST)}
              />
              <Stack gap="2">
                {form.values.unlimited ? null : (
                  <TextField
                    form={form}
                    name="totalCharges"
                    label={PLAN_TEXT.totalCharges}
                    inputMode="numeric"
                    required
                  />
                )}
                <Toggle form={form} name="unlimited" label={PLAN_TEXT.unlimited} />
              </Stack>
              <TextField
                form={form}
                name="trialDays"
                label={PLAN_TEXT.trialDays}
                helper={PLAN_TEXT.trialHint}
                inputMode="numeric"
              />
              <TextField
                form={form}
                name="firstChargeDate"
                label={PLAN_TEXT.firstChargeDate}
                helper={PLAN_TEXT.firstChargeHint}
                type="date"
              />
            </Grid>
            <Preview values={form.values} today={data.today} />
            <Toggle form={form} name="enabled" label={PLAN_TEXT.enabled} />
            <SubmitButton alignSelf="flex-start" disabled={disabled}>
              {PLAN_TEXT.save}
            </SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
