import { CONTACT_CATEGORIES } from '@paydesk/shared/content-rules';
import * as yup from 'yup';
import {
  email,
  requiredString,
  userName,
  VALIDATION_MESSAGES,
  VALIDATION_PATTERNS,
  textMax,
} from '../../lib/validators';
import { CONTACT_TEXT } from './text';

export const CONTACT_CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((c) => ({ value: c.key, label: c.label }));

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  category: string;
  message: string;
}

/** The fields the server's refusals may name. */
export const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['name', 'email', 'phone', 'category', 'message'];

export const CONTACT_INITIAL: ContactValues = { name: '', email: '', phone: '', category: 'general', message: '' };

/** SPEC §5: user name, email and general tel rules; the message is required and at most 2000 characters. */
export const contactSchema = yup.object({
  name: userName(),
  email: email(),
  // Optional; when given, the general tel rule (digits, # and -).
  phone: yup
    .string()
    .trim()
    .matches(VALIDATION_PATTERNS.phoneDash, { message: VALIDATION_MESSAGES.phoneDash, excludeEmptyString: true }),
  category: requiredString(),
  message: requiredString(VALIDATION_MESSAGES.required).test(textMax(2000, CONTACT_TEXT.messageMax)),
});
