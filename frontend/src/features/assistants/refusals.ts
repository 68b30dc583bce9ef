import { splitServerErrors, type ServerError } from '../../lib/form-errors';
import { showToast } from '../../lib/toast';

/**
 * The assistant forms show refusals on their fields and toast the rest (or the first refusal when every one sits on a
 * field); the form keeps only what its fields show.
 */
export function toastRefusals(errors: readonly ServerError[], fields: readonly string[]): ServerError[] {
  const first = errors[0];
  if (!first) return [];
  showToast(splitServerErrors(errors, fields).formError ?? first.message);
  return errors.filter((e) => e.field && fields.includes(e.field));
}
