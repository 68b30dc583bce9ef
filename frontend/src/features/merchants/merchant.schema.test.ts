import { ValidationError } from 'yup';
import { EMPTY_MERCHANT, merchantSchema, type MerchantValues } from './merchant.schema';

const VALID: MerchantValues = { ...EMPTY_MERCHANT, name: '好物商行', businessTypeId: '1' };

function errorsOf(values: MerchantValues): Record<string, string> {
  try {
    merchantSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path!, e.message]));
  }
}

describe('shop form: customer-service phone (SPEC §5 area code, telephone, digits-and-#)', () => {
  it('is optional', () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it('accepts an area code, a number and an extension', () => {
    expect(errorsOf({ ...VALID, serviceAreaCode: '02', serviceTel: '23456789', serviceExt: '123#' })).toEqual({});
  });

  it('names each wrong part with the shared messages', () => {
    expect(errorsOf({ ...VALID, serviceAreaCode: '12', serviceTel: '0234567', serviceExt: '12-3' })).toEqual({
      serviceAreaCode: '區碼格式錯誤，須以 0 開頭，第二碼為 2 至 9',
      serviceTel: '電話號碼須為 2 至 9 位數字，且不可以 0 開頭',
      serviceExt: '電話號碼僅限數字及 #，最多 20 碼',
    });
  });

  it('needs the area code and the number once any part is given', () => {
    expect(errorsOf({ ...VALID, serviceExt: '123' })).toEqual({
      serviceAreaCode: '此欄位為必填',
      serviceTel: '此欄位為必填',
    });
  });
});
