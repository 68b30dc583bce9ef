import { Stack } from '@chakra-ui/react';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { SubmitButton, TextField } from '../../../components/FormFields';
import {
  BuyerContactFields,
  buyerDefaults,
  PaymentMethodFields,
  type KnownBuyer,
} from '../../../components/CheckoutFields';
import { ServerForm } from '../../../components/ServerForm';
import { FormSection } from '../../../components/FormSections';
import type { ServerError } from '../../../lib/form-errors';
import { codeOptions } from '../../../lib/code-options';
import { CHECKOUT_FIELDS, needsAddress, shopCheckoutSchema, type ShopCheckoutValues } from '../checkout.schema';
import { CHECKOUT_TEXT } from '../text';
import { CheckoutTotals } from './CheckoutTotals';
import { PickupStoreField } from './PickupStoreField';
import { RadioChoiceField } from './RadioChoiceField';

export interface ShopCheckoutFormProps {
  data: {
    deliveryMethods: readonly string[];
    /** The store's fee of each delivery method (TWD). */
    shippingFees: readonly { deliveryMethod: string; fee: number }[];
    /** The cart's goods total, to show with the chosen method's fee. */
    goodsTotal: number;
    payTypes: readonly string[];
    installments: readonly number[];
    cardMethods?: readonly string[];
    sandboxCards: { success: string; decline: string };
    buyer?: KnownBuyer;
  };
  /** Nothing to order (empty cart): the form shows but cannot be sent. */
  disabled?: boolean;
  /** Resolves to the server's refusals (none when the order was placed). */
  onSubmit: (values: ShopCheckoutValues) => Promise<readonly ServerError[]>;
}

/** The store's fee of a delivery method; null before one is chosen. */
export function shippingFeeOf(fees: readonly { deliveryMethod: string; fee: number }[], method: string): number | null {
  return method ? (fees.find((f) => f.deliveryMethod === method)?.fee ?? 0) : null;
}

/** Who receives the order, how it is delivered and how it is paid (sandbox card, instalments, code). */
export function ShopCheckoutForm({ data, disabled = false, onSubmit }: ShopCheckoutFormProps) {
  const initial: ShopCheckoutValues = {
    ...buyerDefaults(data.buyer),
    deliveryMethod: data.deliveryMethods[0] ?? '',
    deliveryAddress: '',
    pickupStoreCode: '',
    pickupStoreName: '',
    payType: data.payTypes[0] ?? '',
    cardNumber: '',
    installments: '1',
    cardMethod: 'credit',
  };
  return (
    <ServerForm
      initialValues={initial}
      validationSchema={shopCheckoutSchema}
      fields={CHECKOUT_FIELDS}
      label={CHECKOUT_TEXT.title}
      onSubmit={onSubmit}
      maxW="none"
    >
      {(form) => (
        <>
          <Stack gap="4">
            <FormSection title={CHECKOUT_TEXT.buyerSection}>
              <BuyerContactFields form={form} />
            </FormSection>
          </Stack>
          <Stack gap="4">
            <FormSection title={CHECKOUT_TEXT.deliverySection}>
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
              ) : form.values.deliveryMethod ? (
                <PickupStoreField form={form} />
              ) : null}
              <CheckoutTotals
                goods={data.goodsTotal}
                fee={shippingFeeOf(data.shippingFees, form.values.deliveryMethod)}
              />
            </FormSection>
          </Stack>
          <Stack gap="4">
            <FormSection title={CHECKOUT_TEXT.paySection}>
              <PaymentMethodFields
                form={form}
                payTypes={data.payTypes}
                installments={data.installments}
                cardMethods={data.cardMethods}
                sandboxCards={data.sandboxCards}
              />
            </FormSection>
          </Stack>
          <SubmitButton size="lg" disabled={disabled}>
            {CHECKOUT_TEXT.submit}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
