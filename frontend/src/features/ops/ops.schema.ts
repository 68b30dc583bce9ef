import * as yup from 'yup';
import { requiredString } from '../../lib/validators';

/** The gateway keeps review reasons in 200-character columns. */
export const REASON_MAX = 200;
const TOO_LONG = `原因不可超過 ${REASON_MAX} 字`;

/** A decision reason: required for everything but an approval, at most 200 characters. */
export const reasonSchema = (required: boolean, message: string) =>
  required ? requiredString(message).max(REASON_MAX, TOO_LONG) : yup.string().trim().max(REASON_MAX, TOO_LONG);

/** The message of the first rule the reason breaks, or null when it is fine. */
export function reasonError(reason: string, required: boolean, message: string): string | null {
  try {
    reasonSchema(required, message).validateSync(reason);
    return null;
  } catch (e) {
    return e instanceof yup.ValidationError ? e.message : message;
  }
}
