import { FormErrorAlert } from '../../../components/LoadState';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { checkoutSchema, type CheckoutValues } from '../checkout.schema';
import { codeOptions } from '../../../lib/code-options';
import type { PayType } from '../../../graphql/generated';
import { PAY_TEXT } from '../text';
import { InvalidSubmitNotice, SelectField, TextField, SubmitButton } from '../../../components/FormFields';
import { applyServerErrors } from '../../../lib/form-errors';

export interface CheckoutFormProps {
  data: {
    amount: number | null;
    payTypes: PayType[];
    installments: number[];
    sandboxCards: { success: string; decline: string };
  };
  onSubmit: (values: CheckoutValues) => Promise<readonly { field: string | null; message: string }[]>;
}

const FIELDS = ['amount', 'buyerName', 'buyerEmail', 'payType', 'cardNumber', 'installments'];

/** Buyer details, pay type, and the simulated card with instalments. */
export function CheckoutForm({ data, onSubmit }: CheckoutFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial: CheckoutValues = {
    amount: '',
    buyerName: '',
    buyerEmail: '',
    payType: data.payTypes[0] ?? '',
    cardNumber: '',
    installments: '1',
  };
  const submit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    setFormError(null);
    setFormError(applyServerErrors<CheckoutValues>(await onSubmit(values), helpers.setErrors, FIELDS));
  };
  return (
    <Formik initialValues={initial} validationSchema={checkoutSchema(data.amount !== null)} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={PAY_TEXT.pay}>
          <InvalidSubmitNotice message={PAY_TEXT.validationToast} />
          <Stack gap="4">
            <FormErrorAlert message={formError} />
            {data.amount === null ? (
              <TextField form={form} name="amount" label={PAY_TEXT.enterAmount} inputMode="numeric" required />
            ) : null}
            <TextField form={form} name="buyerName" label={PAY_TEXT.buyerName} required />
            <TextField
              form={form}
              name="buyerEmail"
              label={PAY_TEXT.buyerEmail}
              type="email"
              inputMode="email"
              required
            />
            <SelectField
              form={form}
              name="payType"
              label={PAY_TEXT.payType}
              required
              options={codeOptions(PAY_TYPE_LIST, data.payTypes)}
            />
            {form.values.payType === 'CREDIT' ? (
              <>
                <TextField form={form} name="cardNumber" label={PAY_TEXT.cardNumber} inputMode="numeric" required />
                <Text fontSize="sm" color="fg.muted">
                  {PAY_TEXT.cardHint(data.sandboxCards.success, data.sandboxCards.decline)}
                </Text>
                {data.installments.length ? (
                  <SelectField
                    form={form}
                    name="installments"
                    label={PAY_TEXT.installments}
                    options={[
                      { value: '1', label: PAY_TEXT.lumpSum },
                      ...data.installments.map((n) => ({ value: String(n), label: `${n} 期` })),
                    ]}
                  />
                ) : null}
              </>
            ) : null}
            <SubmitButton size="lg">{PAY_TEXT.pay}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
