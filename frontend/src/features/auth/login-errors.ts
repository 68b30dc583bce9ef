import { failedSubmit, type SubmitOutcome } from '../../lib/form-errors';
import type { LoginValues } from './login.schema';

export type LoginOutcome = SubmitOutcome<LoginValues>;

/** The login fields the server's refusals may name. */
export const LOGIN_FIELDS: readonly (keyof LoginValues)[] = ['account', 'password', 'captcha'];

/** Map payload `errors` onto the login fields; anything else becomes the form-level message. */
export function toLoginOutcome(errors: readonly { field: string | null; message: string }[], fallback: string) {
  return failedSubmit<LoginValues>(errors, LOGIN_FIELDS, fallback);
}
