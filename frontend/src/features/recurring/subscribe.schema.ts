import { PERIOD_MESSAGES } from '@paydesk/shared/period-rules';
import * as yup from 'yup';
import { captcha, email, mobile, userName, VALIDATION_MESSAGES } from '../../lib/validators';

export interface SubscribeValues {
  buyerName: string;
  buyerEmail: string;
  buyerMobile: string;
  cardNumber: string;
  captcha: string;
}

export const SUBSCRIBE_FIELDS: readonly (keyof SubscribeValues)[] = [
  'buyerName',
  'buyerEmail',
  'buyerMobile',
  'cardNumber',
  'captcha',
];

/** SPEC §5 name, email and mobile rules, a card number (the gateway checks the card and charges it) and the captcha. */
export const subscribeSchema = yup.object({
  buyerName: userName(),
  buyerEmail: email(),
  buyerMobile: mobile(),
  cardNumber: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .matches(/^[\d\s-]{12,23}$/, PERIOD_MESSAGES.card),
  captcha: captcha(),
});
