import type { LoginValues } from './login.schema';

export interface ServerFieldError {
  field: string | null;
  message: string;
}

export type LoginOutcome =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<keyof LoginValues, string>>; formError: string | null };

const FIELDS: readonly (keyof LoginValues)[] = ['account', 'password', 'captcha'];

function isLoginField(field: string | null): field is keyof LoginValues {
  return FIELDS.some((name) => name === field);
}

/** Map payload `errors` onto form fields; anything else becomes the form-level message. */
export function toLoginOutcome(errors: readonly ServerFieldError[], fallback: string): LoginOutcome {
  const fieldErrors: Partial<Record<keyof LoginValues, string>> = {};
  const general: string[] = [];
  for (const error of errors) {
    if (isLoginField(error.field)) fieldErrors[error.field] ??= error.message;
    else general.push(error.message);
  }
  const formError = general.length ? general.join('；') : Object.keys(fieldErrors).length ? null : fallback;
  return { ok: false, fieldErrors, formError };
}
