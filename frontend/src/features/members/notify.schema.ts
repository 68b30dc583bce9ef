import * as yup from 'yup';
import { emails, optional } from '../../lib/validators';

/** Each notification's recipients: optional, but when filled the SPEC §5 multiple-email rule. */
export const notifySchema = (types: readonly string[]) =>
  yup.object(Object.fromEntries(types.map((type) => [type, optional(emails)])));
