import { AcceptedPayTypesFields } from '../../../components/AcceptedPayTypesFields';
import { EMPTY_LINK, paymentLinkSchema, type PaymentLinkValues } from '../payment-link.schema';
import type { PayType } from '../../../graphql/generated';
import { LINK_TEXT } from '../text';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { BooleanField, chosenShop, FormSection, ShopSection, withDefaultShop } from '../../../components/FormSections';

const PERIODS = [3, 6, 9, 12, 18, 24, 30];

export interface PaymentLinkFormProps {
  data: { shops: { id: number; name: string; paymentSwitch: PayType[] }[]; initial?: PaymentLinkValues };
  disabled?: boolean;
  onSubmit: (values: PaymentLinkValues) => Promise<readonly { field: string | null; message: string }[]>;
}

/**
 * Title, amount (or buyer-entered), quantity and per-order limit, pay types within the shop's switch, instalments,
 * expiry, enabled.
 */
export function PaymentLinkForm({ data, disabled = false, onSubmit }: PaymentLinkFormProps) {
  return (
    <ServerForm
      initialValues={data.initial ?? withDefaultShop(EMPTY_LINK, data.shops)}
      validationSchema={paymentLinkSchema}
      fields={Object.keys(EMPTY_LINK)}
      label={LINK_TEXT.save}
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          <ShopSection form={form} shops={data.shops} title={LINK_TEXT.sectionBasic} text={LINK_TEXT}>
            <TextField form={form} name="title" label={LINK_TEXT.title} required />
            <TextField
              form={form}
              name="amount"
              label={LINK_TEXT.amount}
              helper={LINK_TEXT.amountHint}
              inputMode="numeric"
            />
            <TextField form={form} name="quantityLimit" label={LINK_TEXT.quantityLimit} inputMode="numeric" />
            <TextField
              form={form}
              name="perOrderLimit"
              label={LINK_TEXT.perOrderLimit}
              helper={LINK_TEXT.perOrderLimitHint}
              inputMode="numeric"
            />
            <TextField form={form} name="expiresAt" label={LINK_TEXT.expiresAt} type="date" />
          </ShopSection>
          <TextField form={form} name="description" label={LINK_TEXT.description} multiline />
          <FormSection title={LINK_TEXT.sectionPay}>
            <AcceptedPayTypesFields
              form={form}
              paymentSwitch={chosenShop(data.shops, form.values.merchantId)?.paymentSwitch ?? []}
              periods={PERIODS}
              payTypesLabel={LINK_TEXT.payTypes}
              installmentsLabel={LINK_TEXT.installments}
            />
          </FormSection>
          <BooleanField form={form} name="enabled" label={LINK_TEXT.enabled} />
          <SubmitButton alignSelf="flex-start" disabled={disabled}>
            {LINK_TEXT.save}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
