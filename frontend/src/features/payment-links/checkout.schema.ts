import * as yup from 'yup';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS, textMax } from '../../lib/validators';
import { quantityError, totalError } from '@paydesk/shared/link-quantity';

export interface CheckoutValues {
  amount: string;
  /** Units to buy: '1' unless the link sells units. */
  quantity: string;
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

/** A link that sells units: its unit amount, per-order limit and the units left when the page was read. */
export interface CheckoutUnits {
  unitAmount: number;
  perOrderLimit: number | null;
  unitsLeft: number;
}

export function checkoutSchema(fixedAmount: boolean, units: CheckoutUnits | null = null) {
  return yup.object({
    // The gateway's rules (shared): within the per-order limit and the units left, the total within the limits.
    quantity: yup.string().test('quantity', function checkQuantity(value) {
      const n = /^-?\d+$/.test(value ?? '') ? Number(value) : NaN;
      const payType = (this.parent as CheckoutValues).payType;
      const message = units
        ? (quantityError({ sellsUnits: true, perOrderLimit: units.perOrderLimit, unitsLeft: units.unitsLeft }, n) ??
          (n > 1 ? totalError(units.unitAmount, n, payType === 'ATM') : null))
        : quantityError({ sellsUnits: false, perOrderLimit: null, unitsLeft: 1 }, n);
      return message ? this.createError({ message }) : true;
    }),
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
