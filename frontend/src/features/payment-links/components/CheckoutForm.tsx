import { checkoutSchema, type CheckoutValues } from '../checkout.schema';
import type { PayType } from '../../../graphql/generated';
import { PAY_TEXT } from '../text';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { BuyerContactFields, PaymentMethodFields } from '../../../components/CheckoutFields';
import { ServerForm } from '../../../components/ServerForm';
import { QuantityChoice } from './QuantityChoice';

export interface CheckoutFormProps {
  data: {
    amount: number | null;
    payTypes: PayType[];
    installments: number[];
    /** Card methods the shop offers beyond the lump sum. */
    cardMethods?: string[];
    sandboxCards: { success: string; decline: string };
    /** The buyer's last details (a retry after a failed payment). */
    initial?: CheckoutValues;
    /** A link that sells units (a fixed amount and a quantity limit): the buyer chooses how many. */
    units?: { title: string; unitsLeft: number; perOrderLimit: number | null; maxQuantity: number } | null;
  };
  onSubmit: (values: CheckoutValues) => Promise<readonly { field: string | null; message: string }[]>;
}

const FIELDS = [
  'quantity',
  'amount',
  'buyerName',
  'buyerEmail',
  'payType',
  'cardNumber',
  'installments',
  'cardMethod',
  'mobileBarcode',
];

/** The quantity (a link that sells units), buyer details, pay type, and the simulated card with instalments. */
export function CheckoutForm({ data, onSubmit }: CheckoutFormProps) {
  const units = data.amount !== null && data.units ? { ...data.units, unitAmount: data.amount } : null;
  const initial: CheckoutValues = data.initial ?? {
    quantity: '1',
    amount: '',
    buyerName: '',
    buyerEmail: '',
    payType: data.payTypes[0] ?? '',
    cardNumber: '',
    installments: '1',
    cardMethod: 'credit',
    mobileBarcode: '',
  };
  return (
    <ServerForm
      initialValues={initial}
      validationSchema={checkoutSchema(data.amount !== null, units)}
      fields={FIELDS}
      label={PAY_TEXT.pay}
      onSubmit={onSubmit}
      gap="4"
      maxW="none"
    >
      {(form) => (
        <>
          {units ? <QuantityChoice form={form} {...units} /> : null}
          {data.amount === null ? (
            <TextField form={form} name="amount" label={PAY_TEXT.enterAmount} inputMode="numeric" required />
          ) : null}
          <BuyerContactFields form={form} nameLabel={PAY_TEXT.buyerName} withMobile={false} />
          <TextField
            form={form}
            name="mobileBarcode"
            label={PAY_TEXT.mobileBarcode}
            helper={PAY_TEXT.mobileBarcodeHint}
            placeholder="/ABC+123"
            maxLength={8}
            autoComplete="off"
            upperCase
          />
          <PaymentMethodFields
            form={form}
            payTypes={data.payTypes}
            installments={data.installments}
            cardMethods={data.cardMethods}
            sandboxCards={data.sandboxCards}
          />
          <SubmitButton size="lg">{PAY_TEXT.pay}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
