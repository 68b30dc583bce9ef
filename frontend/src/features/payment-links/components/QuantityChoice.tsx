import { HStack, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/chakra/field';
import type { FormikProps } from 'formik';
import { MoneyText } from '../../../components/MoneyText';
import { QuantityStepper } from '../../../components/QuantityStepper';
import type { CheckoutValues } from '../checkout.schema';
import { PAY_TEXT } from '../text';

export interface QuantityChoiceProps {
  form: FormikProps<CheckoutValues>;
  /** The link's title, naming the stepper for screen readers. */
  title: string;
  unitAmount: number;
  unitsLeft: number;
  perOrderLimit: number | null;
  /** The most this order may take now (units left, capped by the per-order limit). */
  maxQuantity: number;
}

/** How many units of a link that sells units: a stepper within what may be bought, the units left and the total. */
export function QuantityChoice({
  form,
  title,
  unitAmount,
  unitsLeft,
  perOrderLimit,
  maxQuantity,
}: QuantityChoiceProps) {
  const quantity = Number(form.values.quantity) || 1;
  const shown = form.touched.quantity || form.submitCount > 0;
  const error = shown ? form.errors.quantity : undefined;
  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{PAY_TEXT.quantity}</Field.Label>
        <HStack gap="3" wrap="wrap">
          <QuantityStepper
            value={quantity}
            max={maxQuantity}
            label={title}
            onChange={(n) => {
              void form.setFieldTouched('quantity', true, false);
              void form.setFieldValue('quantity', String(n));
            }}
          />
          <Text fontSize="sm" color="fg.muted" data-testid="units-left">
            {PAY_TEXT.unitsLeft(unitsLeft)}
            {perOrderLimit !== null ? `・${PAY_TEXT.perOrderLimit(perOrderLimit)}` : null}
          </Text>
        </HStack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <HStack justify="space-between" borderTopWidth="1px" pt="3">
        <Text fontWeight="medium">{PAY_TEXT.total}</Text>
        <MoneyText value={unitAmount * quantity} fontSize="xl" fontWeight="bold" data-testid="order-total" />
      </HStack>
    </Stack>
  );
}
