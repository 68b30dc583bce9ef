import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { AcceptedPayTypesFields } from '../../../components/AcceptedPayTypesFields';
import { Grid, Heading, Stack, Switch } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  CheckboxGroupField,
  InvalidSubmitNotice,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import type { DeliveryMethod, PayType } from '../../../graphql/generated';
import { codeOptions } from '../../../lib/code-options';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { EMPTY_STORE, STORE_FIELDS, storeSchema, type StoreValues } from '../store.schema';
import { SHOP_TEXT, STORE_TEXT } from '../text';

export interface StoreFormProps {
  data: {
    /** The member's active shops, each with the pay types its PaymentSwitch allows. */
    shops: { id: number; name: string; paymentSwitch: PayType[] }[];
    /** The delivery methods this member may offer (B2C for business members only). */
    deliveryMethods: readonly DeliveryMethod[];
    /** Instalment counts the reference offers. */
    periods: readonly number[];
    initial?: StoreValues;
  };
  disabled?: boolean;
  onSubmit: (values: StoreValues) => Promise<readonly ServerError[]>;
}

/** A store: its shop, name, public address, description, pay types within the shop's switch, delivery, open. */
export function StoreForm({ data, disabled = false, onSubmit }: StoreFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial = data.initial ?? {
    ...EMPTY_STORE,
    merchantId: data.shops.length === 1 ? String(data.shops[0]?.id ?? '') : '',
  };
  const submit = async (values: StoreValues, helpers: FormikHelpers<StoreValues>) => {
    setFormError(null);
    // Pay types ticked for a shop picked before stay hidden: send only those the chosen shop allows.
    const allowed = data.shops.find((s) => String(s.id) === values.merchantId)?.paymentSwitch ?? [];
    const errors = await onSubmit({ ...values, payTypes: values.payTypes.filter((p) => allowed.includes(p)) });
    setFormError(applyServerErrors<StoreValues>(errors, helpers.setErrors, STORE_FIELDS));
  };
  return (
    <Formik initialValues={initial} validationSchema={storeSchema} onSubmit={submit}>
      {(form) => {
        const shop = data.shops.find((s) => String(s.id) === form.values.merchantId);
        return (
          <Form noValidate aria-label={STORE_TEXT.sectionBasic}>
            <InvalidSubmitNotice />
            <Stack gap="6" maxW="3xl">
              <FormErrorAlert message={formError} />
              <Heading as="h2" size="md">
                {STORE_TEXT.sectionBasic}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <SelectField
                  form={form}
                  name="merchantId"
                  label={STORE_TEXT.merchant}
                  placeholder={STORE_TEXT.merchantPlaceholder}
                  required
                  options={data.shops.map((s) => ({ value: String(s.id), label: s.name }))}
                />
                <TextField form={form} name="name" label={STORE_TEXT.name} required />
                <TextField
                  form={form}
                  name="slug"
                  label={STORE_TEXT.slug}
                  helper={STORE_TEXT.slugHelp}
                  autoComplete="off"
                  required
                />
              </Grid>
              <TextField form={form} name="description" label={STORE_TEXT.description} multiline rows={4} />
              <Heading as="h2" size="md">
                {STORE_TEXT.sectionPay}
              </Heading>
              <AcceptedPayTypesFields
                form={form}
                paymentSwitch={shop?.paymentSwitch ?? []}
                periods={data.periods}
                payTypesLabel={STORE_TEXT.payTypes}
                installmentsLabel={STORE_TEXT.installments}
              />
              <CheckboxGroupField
                form={form}
                name="deliveryMethods"
                label={STORE_TEXT.deliveryMethods}
                options={codeOptions(DELIVERY_METHOD_LIST, data.deliveryMethods)}
              />
              <Switch.Root
                checked={form.values.isOpen}
                onCheckedChange={(e) => void form.setFieldValue('isOpen', e.checked)}
                colorPalette="primary"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{STORE_TEXT.isOpen}</Switch.Label>
              </Switch.Root>
              <SubmitButton alignSelf="flex-start" disabled={disabled}>
                {SHOP_TEXT.save}
              </SubmitButton>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
