import type { FormikProps } from 'formik';
import { useState } from 'react';

/**
 * The confirm step before a form moves money: `ask(form)` validates first (an invalid form shows its errors
 * and never reaches the dialog), then opens the dialog; confirming submits the form once. Spread `dialog`
 * into ConfirmDialog.
 */
export function useConfirmedSubmit<Values>() {
  const [pending, setPending] = useState<FormikProps<Values> | null>(null);
  // Whether the dialog was ever wanted: it stays mounted from then on, so it can animate closed.
  const [asked, setAsked] = useState(false);
  const ask = async (form: FormikProps<Values>) => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length) return void form.submitForm();
    setAsked(true);
    setPending(form);
  };
  const dialog = {
    open: pending !== null,
    onCancel: () => setPending(null),
    onConfirm: () => {
      const form = pending;
      setPending(null);
      void form?.submitForm();
    },
  };
  return { ask, asked, dialog };
}
