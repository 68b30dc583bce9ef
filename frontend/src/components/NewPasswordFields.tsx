import type { FormikProps } from 'formik';
import { TextField } from './FormFields';

/**
 * A new password and its confirmation (signup, reset, change): the browser is told both are new passwords, and
 * the SPEC §5 hint shows under the first. Field names differ per form, so they are passed in.
 */
export function NewPasswordFields<V extends object>({
  form,
  names,
  labels,
  helper,
}: {
  form: FormikProps<V>;
  names: readonly [keyof V & string, keyof V & string];
  labels: readonly [string, string];
  helper?: string;
}) {
  return (
    <>
      <TextField
        required
        form={form}
        name={names[0]}
        type="password"
        label={labels[0]}
        helper={helper}
        autoComplete="new-password"
      />
      <TextField required form={form} name={names[1]} type="password" label={labels[1]} autoComplete="new-password" />
    </>
  );
}
