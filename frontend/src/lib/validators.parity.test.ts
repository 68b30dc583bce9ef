import * as yup from 'yup';
// Test-only reach into the gateway: its SPEC §5 checks are pure functions over the shared rules file.
import { VALIDATORS, type ValidatorName } from '../../../gateway/src/core/validation/validators';
import * as client from './validators';
import { VALIDATION_MESSAGES } from '@paydesk/shared/validation-rules';

function yupMessage(schema: yup.Schema, value: string): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.message : String(error);
  }
}

const SCHEMAS: Record<ValidatorName, () => yup.Schema> = {
  memberAccount: client.memberAccount,
  password: client.password,
  nationalId: client.nationalId,
  taxId: client.taxId,
  email: client.email,
  mobile: client.mobile,
  userName: client.userName,
  phoneDash: client.phoneDash,
  phone: client.phone,
  areaCode: client.areaCode,
  telNumber: client.telNumber,
  bankCode: client.bankCode,
  bankAccount: client.bankAccount,
  otpCode: client.otpCode,
  mobileBarcode: client.mobileBarcode,
  walletMerchantNo: client.walletMerchantNo,
  logisticsNo: client.logisticsNo,
  emails: client.emails,
};

// Valid values, each rule's failures, and values that break several rules at once (first message wins).
const INPUTS: Record<ValidatorName, string[]> = {
  memberAccount: ['abc_1.2@x', 'A'.repeat(20), 'A'.repeat(21), '有中文', 'a b', '', '   ', ' padded '],
  password: [
    'Abcdefghij1!',
    'xY9+xxxxxxxx',
    'Ab1!',
    'abc',
    'abcdefghijk1!',
    'ABCDEFGHIJ1!',
    'Abcdefghijk!',
    'Abcdefghijk1',
    '',
    '  Abcdefghij1!  ',
  ],
  nationalId: ['A123456789', 'Z287654321', 'a123456789', 'A323456789', 'A12345678', 'F223456788', ''],
  taxId: ['24536806', '2453680', '245368061', 'ABCDEFGH', '12345678', '10458574', ''],
  email: [
    'user@example.com',
    'a.b+c@mail.co.tw',
    'user example@x.com',
    '使用者@example.com',
    'user@example',
    'a@b@c.com',
    '',
  ],
  mobile: ['0912345678', '091234567', '0812345678', '09123456789', ''],
  walletMerchantNo: ['JKO_store-01', 'A'.repeat(30), 'A'.repeat(31), 'jko store', '街口123', ''],
  logisticsNo: ['CC123456789012', 'A1'.repeat(10), 'A'.repeat(21), 'CC-1234', 'CC 1234', '物流123', '', '  CC1  '],
  mobileBarcode: ['/ABC+123', '/1234567', '/AB-.+9Z', 'ABC+1234', '/abc+123', '/ABC+12', '/ABC+1234', '/ABC 123', ''],
  userName: ['王小明', 'John Smith', '王John', '王小明1', '王'.repeat(29), '王'.repeat(30), 'John_Smith', ''],
  phoneDash: ['02-1234-5678', '0912#123', 'abc', '1'.repeat(21), ''],
  phone: ['0223456789#12', '123', '02-1234', 'abc', '1'.repeat(21), ''],
  areaCode: ['02', '049', '089', '01', '2', '0a', ''],
  telNumber: ['23456789', '12', '123456789', '0234567', '1', '1234567890', 'abc', ''],
  bankCode: ['812', '81', '8123', ''],
  bankAccount: ['1234567890', '1'.repeat(16), '123456789', '1'.repeat(17), '12345abc90', ''],
  otpCode: ['123456', '12345', '1234567', 'abcdef', ''],
  emails: [
    'a@x.com',
    'a@x.com, b@y.tw,c@z.io',
    'a@x.co,b@x.co,c@x.co,d@x.co,e@x.co',
    'a@x.co,b@x.co,c@x.co,d@x.co,e@x.co,f@x.co',
    'a@x.com;b@y.com',
    'a@x.com,',
    '',
  ],
};

describe('client (Yup) and gateway give the same answer for the same input', () => {
  const cases = (Object.keys(INPUTS) as ValidatorName[]).flatMap((name) =>
    INPUTS[name].map((value) => [name, value] as const),
  );

  it.each(cases)('%s %p', (name, value) => {
    expect(VALIDATORS[name](value)).toBe(yupMessage(SCHEMAS[name](), value));
  });

  it('covers every gateway rule', () => {
    expect(Object.keys(SCHEMAS).sort()).toEqual(Object.keys(VALIDATORS).sort());
  });
});

// Identity numbers with the right shape: both sides accept the same ones and refuse the rest for the check digit.
const IDENTITY_NUMBERS: Record<'nationalId' | 'taxId', { valid: string[]; badCheckDigit: string[] }> = {
  nationalId: {
    valid: ['A123456789', 'F228345671', 'B123456780', 'I100000003', 'O100000004', 'W100000001', 'Z100000002'],
    badCheckDigit: ['F223456788', 'A123456788', 'Z287654321', 'B123456789', 'I100000005', 'W200000001'],
  },
  taxId: {
    valid: ['24536806', '04595257', '53012970', '53012975', '22099131', '10458574'],
    badCheckDigit: ['12345678', '24536807', '87654321', '10458573', '10458563'],
  },
};

describe('national ID and tax ID check digits agree on both sides', () => {
  const checkMessage = { nationalId: VALIDATION_MESSAGES.nationalIdCheck, taxId: VALIDATION_MESSAGES.taxIdCheck };
  const cases = (['nationalId', 'taxId'] as const).flatMap((name) => [
    ...IDENTITY_NUMBERS[name].valid.map((value) => [name, value, null] as const),
    ...IDENTITY_NUMBERS[name].badCheckDigit.map((value) => [name, value, checkMessage[name]] as const),
  ]);

  it.each(cases)('%s %p -> %p', (name, value, expected) => {
    expect(VALIDATORS[name](value)).toBe(expected);
    expect(yupMessage(SCHEMAS[name](), value)).toBe(expected);
  });
});
