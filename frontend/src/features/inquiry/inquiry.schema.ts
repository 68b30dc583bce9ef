import * as yup from 'yup';
import { INQUIRY_TEXT } from './text';
import { captcha, tradeNo } from '../../lib/validators';

export interface InquiryValues {
  tradeNo: string;
  amount: string;
  captcha: string;
}

/** The fields the server's refusals may name. */
export const INQUIRY_FIELDS: readonly (keyof InquiryValues)[] = ['tradeNo', 'amount', 'captcha'];

export const INQUIRY_INITIAL: InquiryValues = { tradeNo: '', amount: '', captcha: '' };

/** SPEC §5: trade number up to 20 digits; amount a positive whole number; captcha. */
export const inquirySchema = yup.object({
  tradeNo: tradeNo(),
  amount: yup
    .string()
    .trim()
    .required(INQUIRY_TEXT.amountRequired)
    .matches(/^[1-9]\d{0,8}$/, INQUIRY_TEXT.amountInvalid),
  captcha: captcha(),
});
