import * as yup from 'yup';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS, textMax } from '../../lib/validators';

export interface CheckoutValues {
  amount: string;
  buyerName: string;
  buyerEmail: string;
  payType: string;
  cardNumber: string;
  installments: string;
  /** SPEC §3 card method (credit, creditred, creditunionpay, applepay) with a card payment. */
  cardMethod: string;
  /** 手機條碼, optional. */
  mobileBarcode: string;
}

export function checkoutSchema(fixedAmount: boolean) {
  return yup.object({
    amount: fixedAmount
      ? yup.string()
      : yup
          .string()
          .required('請輸入付款金額')
          .matches(/^[1-9]\d*$/, '金額需為 1 以上的整數'),
    buyerName: yup.string().trim().required('請輸入付款人姓名').test(textMax(60, '姓名不可超過 60 字')),
    buyerEmail: yup.string().required('請輸入電子信箱').matches(VALIDATION_PATTERNS.email, '電子信箱格式錯誤'),
    payType: yup.string().required('請選擇付款方式'),
    cardNumber: yup.string().when('payType', {
      is: 'CREDIT',
      then: (s) => s.required('請輸入信用卡號').matches(/^[\d\s-]{12,23}$/, '信用卡號格式錯誤'),
    }),
    installments: yup.string(),
    cardMethod: yup.string(),
    mobileBarcode: yup.string().trim().matches(VALIDATION_PATTERNS.mobileBarcode, {
      message: VALIDATION_MESSAGES.mobileBarcode,
      excludeEmptyString: true,
    }),
  });
}
