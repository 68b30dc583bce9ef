import { failedSubmit, type SubmitOutcome } from '../../lib/form-errors';
import type { LoginValues } from './login.schema';

export type LoginOutcome = SubmitOutcome<LoginValues>;

const FIELDS: readonly (keyof LoginValues)[] = ['account', 'password', 'captcha'];

/** Map payload `errors` onto the login fields; anything else becomes the form-level message. */
export function toLoginOutcome(errors: readonly { field: string | null; message: string }[], fallback: string) {
  return failedSubmit<LoginValues>(errors, FIELDS, fallback);
}
