import * as yup from 'yup';
import { captcha, tradeNo } from '../../lib/validators';

export interface InquiryValues {
  tradeNo: string;
  amount: string;
  captcha: string;
}

export const INQUIRY_INITIAL: InquiryValues = { tradeNo: '', amount: '', captcha: '' };

/** SPEC §5: trade number up to 20 digits; amount a positive whole number; captcha. */
export const inquirySchema = yup.object({
  tradeNo: tradeNo(),
  amount: yup
    .string()
    .trim()
    .required('請輸入交易金額')
    .matches(/^[1-9]\d{0,8}$/, '請輸入正確的交易金額'),
  captcha: captcha(),
});
