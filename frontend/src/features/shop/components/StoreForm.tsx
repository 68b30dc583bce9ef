import type { ReactNode } from 'react';
import { AcceptedPayTypesFields } from '../../../components/AcceptedPayTypesFields';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { BooleanField, chosenShop, FormSection, ShopSection, withDefaultShop } from '../../../components/FormSections';
import type { DeliveryMethod, PayType } from '../../../graphql/generated';
import type { ServerError } from '../../../lib/form-errors';
import { EMPTY_STORE, STORE_FIELDS, storeSchema, type StoreValues } from '../store.schema';
import { SHOP_TEXT, STORE_TEXT } from '../text';
import { DeliveryFields } from './DeliveryFields';

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
  /** What the chosen shop cannot ship yet, and why (the view asks the gateway). */
  deliveryNotice?: (merchantId: number) => ReactNode;
  disabled?: boolean;
  onSubmit: (values: StoreValues) => Promise<readonly ServerError[]>;
}

/** A store: its shop, name, public address, description, pay types within the shop's switch, delivery, open. */
export function StoreForm({ data, disabled = false, onSubmit, deliveryNotice }: StoreFormProps) {
  // Pay types ticked for a shop picked before stay hidden: send only those the chosen shop allows.
  const submit = (values: StoreValues) => {
    const allowed = chosenShop(data.shops, values.merchantId)?.paymentSwitch ?? [];
    return onSubmit({ ...values, payTypes: values.payTypes.filter((p) => allowed.includes(p)) });
  };
  return (
    <ServerForm
      initialValues={data.initial ?? withDefaultShop(EMPTY_STORE, data.shops)}
      validationSchema={storeSchema}
      fields={STORE_FIELDS}
      label={STORE_TEXT.sectionBasic}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <ShopSection form={form} shops={data.shops} title={STORE_TEXT.sectionBasic} text={STORE_TEXT}>
            <TextField form={form} name="name" label={STORE_TEXT.name} required />
            <TextField
              form={form}
              name="slug"
              label={STORE_TEXT.slug}
              helper={STORE_TEXT.slugHelp}
              autoComplete="off"
              required
            />
          </ShopSection>
          <TextField form={form} name="description" label={STORE_TEXT.description} multiline rows={4} />
          <FormSection title={STORE_TEXT.sectionPay}>
            <AcceptedPayTypesFields
              form={form}
              paymentSwitch={chosenShop(data.shops, form.values.merchantId)?.paymentSwitch ?? []}
              periods={data.periods}
              payTypesLabel={STORE_TEXT.payTypes}
              installmentsLabel={STORE_TEXT.installments}
            />
          </FormSection>
          <DeliveryFields
            form={form}
            methods={data.deliveryMethods}
            notice={deliveryNotice?.(Number(form.values.merchantId))}
          />
          <BooleanField form={form} name="isOpen" label={STORE_TEXT.isOpen} variant="switch" />
          <SubmitButton alignSelf="flex-start" disabled={disabled}>
            {SHOP_TEXT.save}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
