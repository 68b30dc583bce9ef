import * as yup from 'yup';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS, textMax } from '../../lib/validators';
import { quantityError, totalError } from '@paydesk/shared/link-quantity';
import { CHECKOUT_RULE_TEXT as R } from './text';

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
          .required(R.amountRequired)
          .matches(/^[1-9]\d*$/, R.amountInvalid),
    buyerName: yup.string().trim().required(R.buyerNameRequired).test(textMax(60, R.buyerNameMax)),
    buyerEmail: yup.string().required(R.buyerEmailRequired).matches(VALIDATION_PATTERNS.email, R.buyerEmailInvalid),
    payType: yup.string().required(R.payTypeRequired),
    cardNumber: yup.string().when('payType', {
      is: 'CREDIT',
      then: (s) => s.required(R.cardRequired).matches(/^[\d\s-]{12,23}$/, R.cardInvalid),
    }),
    installments: yup.string(),
    cardMethod: yup.string(),
    mobileBarcode: yup.string().trim().matches(VALIDATION_PATTERNS.mobileBarcode, {
      message: VALIDATION_MESSAGES.mobileBarcode,
      excludeEmptyString: true,
    }),
  });
}
