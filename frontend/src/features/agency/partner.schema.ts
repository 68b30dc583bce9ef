import * as yup from 'yup';
import { email, textMax } from '../../lib/validators';
import { AGENCY_TEXT } from './text';

export const NOTE_MAX = 100;
const NOTE_MESSAGE = AGENCY_TEXT.noteTooLong(NOTE_MAX);

export interface ReferValues {
  email: string;
  note: string;
}

export const EMPTY_REFER: ReferValues = { email: '', note: '' };

/** SPEC §5 email (no spaces, no Chinese, one @ and a dot); the gateway checks the same rule. */
export const referSchema = yup.object({
  email: email(),
  note: yup.string().test(textMax(NOTE_MAX, NOTE_MESSAGE)),
});

export interface PartnerNoteValues {
  note: string;
}

export const partnerNoteSchema = yup.object({
  note: yup.string().test(textMax(NOTE_MAX, NOTE_MESSAGE)),
});
