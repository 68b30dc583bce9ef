import { isValidNationalId, isValidTaxId } from './identity-numbers';

describe('national ID check digit', () => {
  it('accepts IDs whose weighted sum is a multiple of 10, across the irregular letter codes', () => {
    // A=10, I=34, O=35, W=32, Z=33: one valid ID per letter of the irregular part of the table.
    for (const id of ['A123456789', 'F228345671', 'I100000003', 'O100000004', 'W100000001', 'Z100000002'])
      expect([id, isValidNationalId(id)]).toEqual([id, true]);
  });

  it('refuses a wrong check digit, a wrong shape and lowercase', () => {
    for (const id of ['F223456788', 'A123456788', 'Z287654321', 'A323456789', 'a123456789', 'A12345678', ''])
      expect([id, isValidNationalId(id)]).toEqual([id, false]);
  });

  it('has exactly one check digit for every body', () => {
    for (const body of ['A12345678', 'F22834567', 'Z10000000', 'W21234567']) {
      const valid = [...'0123456789'].filter((d) => isValidNationalId(body + d));
      expect([body, valid.length]).toEqual([body, 1]);
    }
  });
});

describe('tax ID (統一編號) check digit', () => {
  it('accepts digit sums divisible by 5, the rule since 2023', () => {
    // 24536806 and 22099131 sum to multiples of 10; 53012975 only to a multiple of 5.
    for (const id of ['24536806', '04595257', '53012970', '22099131', '53012975'])
      expect([id, isValidTaxId(id)]).toEqual([id, true]);
  });

  it('accepts the seventh-digit-7 case only through its other reading', () => {
    // 10458574: with 28 read as 10 the sum is 29; read as 1 (one more) it is 30.
    expect(isValidTaxId('10458574')).toBe(true);
    expect(isValidTaxId('10458573')).toBe(false);
    // A sum one short of a multiple of 5 without a 7 in seventh place has no second reading.
    expect(isValidTaxId('10458563')).toBe(false);
  });

  it('refuses a wrong check digit and a wrong shape', () => {
    for (const id of ['12345678', '24536807', '87654321', '2453680', '245368061', 'ABCDEFGH', ''])
      expect([id, isValidTaxId(id)]).toEqual([id, false]);
  });
});
