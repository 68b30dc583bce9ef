import { Stack } from '@chakra-ui/react';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { CheckboxGroupField, TextField } from '../../../components/FormFields';
import type { DeliveryMethod } from '../../../graphql/generated';
import { codeOptions } from '../../../lib/code-options';
import type { StoreValues } from '../store.schema';
import { STORE_TEXT } from '../text';

/** The store's delivery methods, what the shop cannot offer yet (`notice`), and the fee of each ticked method. */
export function DeliveryFields({
  form,
  methods,
  notice,
}: {
  form: FormikProps<StoreValues>;
  methods: readonly DeliveryMethod[];
  notice?: ReactNode;
}) {
  return (
    <Stack gap="3">
      <CheckboxGroupField
        form={form}
        name="deliveryMethods"
        label={STORE_TEXT.deliveryMethods}
        options={codeOptions(DELIVERY_METHOD_LIST, methods)}
      />
      {notice}
      {form.values.deliveryMethods.map((m) => (
        <TextField
          key={m}
          form={form}
          name={`shippingFees.${m}`}
          label={STORE_TEXT.shippingFee(DELIVERY_METHOD_LIST.label(m))}
          helper={STORE_TEXT.shippingFeeHelp}
          inputMode="numeric"
        />
      ))}
    </Stack>
  );
}
