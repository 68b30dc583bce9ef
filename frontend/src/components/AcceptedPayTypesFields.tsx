import type { FormikProps } from 'formik';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { codeOptions } from '../lib/code-options';
import { CheckboxGroupField } from './FormFields';
import { COMPONENT_TEXT as T } from './text';

interface PayTypeValues {
  payTypes: string[];
  installments: string[];
}

/**
 * What a payment link or a store accepts: pay types within the chosen shop's PaymentSwitch, and instalment counts
 * once card is ticked (the gateway checks the same rule: payments/accepted-pay-types.ts).
 */
export function AcceptedPayTypesFields<V extends PayTypeValues>({
  form,
  paymentSwitch,
  periods,
  payTypesLabel,
  installmentsLabel,
}: {
  form: FormikProps<V>;
  /** The shop's PaymentSwitch as contract keys (CREDIT, ATM…). */
  paymentSwitch: readonly string[];
  periods: readonly number[];
  payTypesLabel: string;
  installmentsLabel: string;
}) {
  return (
    <>
      <CheckboxGroupField
        form={form}
        name="payTypes"
        label={payTypesLabel}
        options={codeOptions(PAY_TYPE_LIST, paymentSwitch)}
      />
      {form.values.payTypes.includes('CREDIT') ? (
        <CheckboxGroupField
          form={form}
          name="installments"
          label={installmentsLabel}
          options={periods.map((n) => ({ value: String(n), label: T.periods(n) }))}
        />
      ) : null}
    </>
  );
}
