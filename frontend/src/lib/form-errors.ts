import { VALIDATION_MESSAGES } from './validators';
import { getIn, setIn } from 'formik';
import { showToast } from './toast';

export interface ServerError {
  field?: string | null;
  message: string;
}

/**
 * Splits payload `errors` into messages for the form's own fields and one form-level message
 * (errors without a field, or on a field the form does not show).
 */
export function splitServerErrors(
  errors: readonly ServerError[],
  fields: readonly string[],
): { fieldErrors: Record<string, string>; formError: string | null } {
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    if (error.field && fields.includes(error.field)) fieldErrors[error.field] ??= error.message;
    else general.push(error.message);
  }
  return { fieldErrors, formError: general.length ? general.join('；') : null };
}

/** What a view tells its form after a submit: done, or the errors to show (fields inline, the rest above it). */
export type SubmitOutcome<V> =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<keyof V & string, string>>; formError: string | null };

/**
 * The outcome of a refused submit: payload `errors` split onto the form's `fields`, and `fallback` as the form
 * message when the server said nothing the form can show (no errors at all, or a thrown request).
 */
export function failedSubmit<V>(
  errors: readonly ServerError[],
  fields: readonly (keyof V & string)[],
  fallback: string,
): SubmitOutcome<V> {
  const { fieldErrors, formError } = splitServerErrors(errors, fields);
  const shown = formError ?? (Object.keys(fieldErrors).length ? null : fallback);
  return { ok: false, fieldErrors: fieldErrors as Partial<Record<keyof V & string, string>>, formError: shown };
}

/** Puts server `errors` on the form's fields (Formik setErrors); returns the form-level message, if any. */
export function applyServerErrors<V extends object>(
  errors: readonly ServerError[],
  setErrors: (e: Partial<Record<keyof V, string>>) => void,
  fields: readonly string[],
): string | null {
  const { fieldErrors, formError } = splitServerErrors(errors, fields);
  setErrors(fieldErrors as Partial<Record<keyof V, string>>);
  return formError;
}

/**
 * Server errors on fields inside lists ('owners.1.idNo') as the nested shape Formik keeps its errors in; the first
 * message per field wins (an error on a whole list hides those on its items) and errors without a field are left
 * to the caller.
 */
export function nestedServerErrors(errors: readonly ServerError[]): object {
  let nested: object = {};
  for (const error of errors) {
    if (error.field && !taken(nested, error.field)) nested = setIn(nested, error.field, error.message);
  }
  return nested;
}

/** Whether a path, or a list or record above it, already holds a message. */
function taken(nested: object, path: string): boolean {
  const parts = path.split('.');
  return parts.some((_, i) => typeof getIn(nested, parts.slice(0, i + 1).join('.')) === 'string');
}

/** SPEC §5: a failed validation shows an error toast and scrolls to the top. */
export function reportInvalidForm(message: string = VALIDATION_MESSAGES.formInvalid): void {
  showToast(message, 'error');
  try {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch {
    // jsdom has no scrolling.
  }
}
