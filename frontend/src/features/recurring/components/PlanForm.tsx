import { HStack, Stack, Text } from '@chakra-ui/react';
import { PERIOD_CYCLE_LIST } from '@paydesk/shared/period-rules';
import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { MoneyText } from '../../../components/MoneyText';
import { Alert } from '../../../components/chakra/alert';
import { ServerForm } from '../../../components/ServerForm';
import { BooleanField, FormSection, ShopSection, withDefaultShop } from '../../../components/FormSections';
import { codeOptions } from '../../../lib/code-options';
import type { ServerError } from '../../../lib/form-errors';
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

function Preview({ values, today }: { values: PlanValues; today?: string }) {
  const total = values.unlimited || !/^\d+$/.test(values.totalCharges) ? null : Number(values.totalCharges);
  const dates = planPreview({ ...values, totalCharges: total }, today);
  return <SchedulePreview title={PLAN_TEXT.previewTitle} hint={PLAN_TEXT.previewHint} dates={dates} />;
}

/**
 * A recurring plan: shop, title, amount, cycle, number of charges, trial, first date; a live schedule preview. Editing
 * says that the changes apply to new subscribers only.
 */
export function PlanForm({ data, disabled = false, onSubmit }: PlanFormProps) {
  return (
    <ServerForm
      initialValues={data.initial ?? withDefaultShop(EMPTY_PLAN, data.shops)}
      validationSchema={planSchema(data.today)}
      fields={PLAN_FIELDS}
      label={PLAN_TEXT.save}
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          {data.initial ? (
            // Subscribers keep the terms they agreed to; the seller must know before saving an edit.
            <Alert.Root status="info" data-testid="plan-edit-terms">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{PLAN_TEXT.editAppliesToNew}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <ShopSection form={form} shops={data.shops} title={PLAN_TEXT.sectionBasic} text={PLAN_TEXT}>
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
          </ShopSection>
          <TextField form={form} name="description" label={PLAN_TEXT.description} multiline />
          <FormSection title={PLAN_TEXT.sectionSchedule} columns>
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
              <BooleanField form={form} name="unlimited" label={PLAN_TEXT.unlimited} />
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
          </FormSection>
          <Preview values={form.values} today={data.today} />
          <BooleanField form={form} name="enabled" label={PLAN_TEXT.enabled} />
          <SubmitButton alignSelf="flex-start" disabled={disabled}>
            {PLAN_TEXT.save}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
