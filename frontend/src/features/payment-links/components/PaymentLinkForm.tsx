import { FormErrorAlert } from '../../../components/LoadState';
import { AcceptedPayTypesFields } from '../../../components/AcceptedPayTypesFields';
import { Checkbox, Grid, Heading, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { EMPTY_LINK, paymentLinkSchema, type PaymentLinkValues } from '../payment-link.schema';
import type { PayType } from '../../../graphql/generated';
import { LINK_TEXT } from '../text';
import { InvalidSubmitNotice, SelectField, TextField, SubmitButton } from '../../../components/FormFields';
import { applyServerErrors } from '../../../lib/form-errors';

const PERIODS = [3, 6, 9, 12, 18, 24, 30];

export interface PaymentLinkFormProps {
  data: { shops: { id: number; name: string; paymentSwitch: PayType[] }[]; initial?: PaymentLinkValues };
  disabled?: boolean;
  onSubmit: (values: PaymentLinkValues) => Promise<readonly { field: string | null; message: string }[]>;
}

/** Title, amount (or buyer-entered), pay types within the shop's switch, instalments, expiry, quantity, enabled. */
export function PaymentLinkForm({ data, disabled = false, onSubmit }: PaymentLinkFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial = data.initial ?? {
    ...EMPTY_LINK,
    merchantId: data.shops.length === 1 ? String(data.shops[0]?.id ?? '') : '',
  };
  const submit = async (values: PaymentLinkValues, helpers: FormikHelpers<PaymentLinkValues>) => {
    setFormError(null);
    const errors = await onSubmit(values);
    setFormError(applyServerErrors<PaymentLinkValues>(errors, helpers.setErrors, Object.keys(EMPTY_LINK)));
  };
  return (
    <Formik initialValues={initial} validationSchema={paymentLinkSchema} onSubmit={submit}>
      {(form) => {
        const shop = data.shops.find((s) => String(s.id) === form.values.merchantId);
        return (
          <Form noValidate aria-label={LINK_TEXT.save}>
            <InvalidSubmitNotice />
            <Stack gap="6" maxW="3xl">
              <FormErrorAlert message={formError} />
              <Heading as="h2" size="md">
                {LINK_TEXT.sectionBasic}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <SelectField
                  form={form}
                  name="merchantId"
                  label={LINK_TEXT.merchant}
                  placeholder={LINK_TEXT.merchantPlaceholder}
                  required
                  options={data.shops.map((s) => ({ value: String(s.id), label: s.name }))}
                />
                <TextField form={form} name="title" label={LINK_TEXT.title} required />
                <TextField
                  form={form}
                  name="amount"
                  label={LINK_TEXT.amount}
                  helper={LINK_TEXT.amountHint}
                  inputMode="numeric"
                />
                <TextField form={form} name="quantityLimit" label={LINK_TEXT.quantityLimit} inputMode="numeric" />
                <TextField form={form} name="expiresAt" label={LINK_TEXT.expiresAt} type="date" />
              </Grid>
              <TextField form={form} name="description" label={LINK_TEXT.description} multiline />
              <Heading as="h2" size="md">
                {LINK_TEXT.sectionPay}
              </Heading>
              <AcceptedPayTypesFields
                form={form}
                paymentSwitch={shop?.paymentSwitch ?? []}
                periods={PERIODS}
                payTypesLabel={LINK_TEXT.payTypes}
                installmentsLabel={LINK_TEXT.installments}
              />
              <Checkbox.Root
                checked={form.values.enabled}
                onCheckedChange={(e) => void form.setFieldValue('enabled', e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{LINK_TEXT.enabled}</Checkbox.Label>
              </Checkbox.Root>
              <SubmitButton alignSelf="flex-start" disabled={disabled}>
                {LINK_TEXT.save}
              </SubmitButton>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
