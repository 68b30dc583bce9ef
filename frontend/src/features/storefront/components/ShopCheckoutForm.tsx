import { Heading, Stack, Text } from '@chakra-ui/react';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { InvalidSubmitNotice, SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { codeOptions } from '../../../lib/code-options';
import { CHECKOUT_FIELDS, needsAddress, shopCheckoutSchema, type ShopCheckoutValues } from '../checkout.schema';
import { CHECKOUT_TEXT } from '../text';
import { RadioChoiceField } from './RadioChoiceField';

export interface ShopCheckoutFormProps {
  data: {
    deliveryMethods: readonly string[];
    payTypes: readonly string[];
    installments: readonly number[];
    sandboxCards: { success: string; decline: string };
    /** What a signed-in buyer's profile already knows. */
    buyer?: { name?: string | null; email?: string | null; mobile?: string | null };
  };
  /** Nothing to order (empty cart): the form shows but cannot be sent. */
  disabled?: boolean;
  /** Resolves to the server's refusals (none when the order was placed). */
  onSubmit: (values: ShopCheckoutValues) => Promise<readonly ServerError[]>;
}

/** Who receives the order, how it is delivered and how it is paid (sandbox card, instalments, code). */
export function ShopCheckoutForm({ data, disabled = false, onSubmit }: ShopCheckoutFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial: ShopCheckoutValues = {
    buyerName: data.buyer?.name ?? '',
    buyerEmail: data.buyer?.email ?? '',
    buyerMobile: data.buyer?.mobile ?? '',
    deliveryMethod: data.deliveryMethods[0] ?? '',
    deliveryAddress: '',
    payType: data.payTypes[0] ?? '',
    cardNumber: '',
    installments: '1',
  };
  const submit = async (values: ShopCheckoutValues, helpers: FormikHelpers<ShopCheckoutValues>) => {
    setFormError(null);
    setFormError(applyServerErrors<ShopCheckoutValues>(await onSubmit(values), helpers.setErrors, CHECKOUT_FIELDS));
  };
  return (
    <Formik initialValues={initial} validationSchema={shopCheckoutSchema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={CHECKOUT_TEXT.title}>
          <InvalidSubmitNotice message={CHECKOUT_TEXT.validationToast} />
          <Stack gap="6">
            <Stack gap="4">
              <Heading as="h2" size="md">
                {CHECKOUT_TEXT.buyerSection}
              </Heading>
              <TextField form={form} name="buyerName" label={CHECKOUT_TEXT.buyerName} autoComplete="name" required />
              <TextField
                form={form}
                name="buyerEmail"
                label={CHECKOUT_TEXT.buyerEmail}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
              />
              <TextField
                form={form}
                name="buyerMobile"
                label={CHECKOUT_TEXT.buyerMobile}
                inputMode="numeric"
                autoComplete="tel"
                maxLength={10}
                required
              />
            </Stack>
            <Stack gap="4">
              <Heading as="h2" size="md">
                {CHECKOUT_TEXT.deliverySection}
              </Heading>
              <RadioChoiceField
                form={form}
                name="deliveryMethod"
                label={CHECKOUT_TEXT.deliveryMethod}
                options={codeOptions(DELIVERY_METHOD_LIST, data.deliveryMethods)}
                required
              />
              {needsAddress(form.values.deliveryMethod) ? (
                <TextField
                  form={form}
                  name="deliveryAddress"
                  label={CHECKOUT_TEXT.address}
                  autoComplete="street-address"
                  required
                />
              ) : (
                <TextField
                  form={form}
                  name="deliveryAddress"
                  label={CHECKOUT_TEXT.pickupStore}
                  helper={CHECKOUT_TEXT.pickupStoreHint}
                  required
                />
              )}
            </Stack>
            <Stack gap="4">
              <Heading as="h2" size="md">
                {CHECKOUT_TEXT.paySection}
              </Heading>
              <SelectField
                form={form}
                name="payType"
                label={CHECKOUT_TEXT.payType}
                required
                options={codeOptions(PAY_TYPE_LIST, data.payTypes)}
              />
              {form.values.payType === 'CREDIT' ? (
                <>
                  <TextField
                    form={form}
                    name="cardNumber"
                    label={CHECKOUT_TEXT.cardNumber}
                    inputMode="numeric"
                    required
                  />
                  <Text fontSize="sm" color="fg.muted">
                    {CHECKOUT_TEXT.cardHint(data.sandboxCards.success, data.sandboxCards.decline)}
                  </Text>
                  {data.installments.length ? (
                    <SelectField
                      form={form}
                      name="installments"
                      label={CHECKOUT_TEXT.installments}
                      options={[
                        { value: '1', label: CHECKOUT_TEXT.lumpSum },
                        ...data.installments.map((n) => ({ value: String(n), label: CHECKOUT_TEXT.periods(n) })),
                      ]}
                    />
                  ) : null}
                </>
              ) : null}
            </Stack>
            <FormErrorAlert message={formError} />
            <SubmitButton size="lg" disabled={disabled}>
              {CHECKOUT_TEXT.submit}
            </SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
