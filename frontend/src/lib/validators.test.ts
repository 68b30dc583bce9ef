import * as yup from 'yup';
import {
  exactDigits,
  exactLength,
  filled,
  intRange,
  minLength,
  positiveMin,
  textMax,
  url,
  VALIDATION_MESSAGES as M,
  captcha,
  email,
  emails,
  memberAccount,
  merchantOrderNo,
  mobile,
  nationalId,
  password,
  passwordConfirm,
  tradeNo,
  userName,
} from './validators';

function errorOf(schema: yup.Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.message : String(error);
  }
}

const cases: [string, () => yup.Schema, string[], [string, string][]][] = [
  [
    'memberAccount',
    memberAccount,
    ['abc_1.2@x', 'A'.repeat(20)],
    [
      ['A'.repeat(21), M.memberAccount],
      ['有中文', M.memberAccount],
      ['a b', M.memberAccount],
      ['', M.required],
    ],
  ],
  [
    'password',
    password,
    ['Abcdefghij1!', 'xY9+xxxxxxxx'],
    [
      ['Ab1!', M.passwordMin],
      ['abcdefghijk1!', M.password],
      ['ABCDEFGHIJ1!', M.password],
      ['Abcdefghijk!', M.password],
      ['Abcdefghijk1', M.password],
    ],
  ],
  [
    'nationalId',
    nationalId,
    ['A123456789', 'Z100000002'],
    [
      ['F223456788', M.nationalIdCheck],
      ['a123456789', M.nationalId],
      ['A323456789', M.nationalId],
      ['A12345678', M.nationalId],
    ],
  ],
  [
    'email',
    email,
    ['user@example.com', 'a.b+c@mail.co.tw'],
    [
      ['user example@x.com', M.email],
      ['使用者@example.com', M.email],
      ['user@example', M.email],
      ['a@b@c.com', M.email],
    ],
  ],
  [
    'emails',
    emails,
    ['a@x.com', 'a@x.com, b@y.tw,c@z.io', 'a@x.co,b@x.co,c@x.co,d@x.co,e@x.co'],
    [
      ['a@x.co,b@x.co,c@x.co,d@x.co,e@x.co,f@x.co', M.emails],
      ['a@x.com;b@y.com', M.emails],
      ['a@x.com,', M.emails],
    ],
  ],
  [
    'mobile',
    mobile,
    ['0912345678'],
    [
      ['091234567', M.mobile],
      ['0812345678', M.mobile],
      ['09123456789', M.mobile],
    ],
  ],
  [
    'userName',
    userName,
    ['王小明', 'John Smith', '王John'],
    [
      ['王小明1', M.userName],
      ['王'.repeat(30), M.userName],
      ['John_Smith', M.userName],
    ],
  ],
  [
    'merchantOrderNo',
    merchantOrderNo,
    ['ORDER-2024_01', 'a'.repeat(28)],
    [
      ['a'.repeat(29), M.merchantOrderNo],
      ['訂單1', M.merchantOrderNo],
      ['A B', M.merchantOrderNo],
    ],
  ],
  [
    'tradeNo',
    tradeNo,
    ['1', '1'.repeat(20)],
    [
      ['1'.repeat(21), M.tradeNo],
      ['12a', M.tradeNo],
    ],
  ],
  [
    'captcha',
    captcha,
    ['AB12C', 'A'],
    [
      ['ABCDEF', M.captchaMax],
      ['', M.captchaRequired],
    ],
  ],
];

describe.each(cases)('%s', (_name, build, valid, invalid) => {
  it.each(valid)('accepts %p', (value) => {
    expect(errorOf(build(), value)).toBeNull();
  });

  it.each(invalid)('rejects %p with its message', (value, message) => {
    expect(errorOf(build(), value)).toBe(message);
  });
});

describe('passwordConfirm', () => {
  const schema = yup.object({ password: yup.string(), confirm: passwordConfirm('password') });

  it('accepts an equal confirmation', () => {
    expect(errorOf(schema, { password: 'Abcdefghij1!', confirm: 'Abcdefghij1!' })).toBeNull();
  });

  it('rejects a different confirmation with the SPEC message', () => {
    expect(errorOf(schema, { password: 'Abcdefghij1!', confirm: 'Abcdefghij1?' })).toBe('確認密碼需與登入密碼相同');
  });
});

describe('SPEC §5 generic rules as Yup tests', () => {
  const check = (schema: yup.Schema, value: unknown) => {
    try {
      schema.validateSync(value);
      return null;
    } catch (error) {
      return (error as yup.ValidationError).message;
    }
  };

  test('text maximum counts characters as the gateway does (an emoji is one)', () => {
    const schema = yup.string().test(textMax(3));
    expect(check(schema, '😀😀😀')).toBeNull();
    expect(check(schema, '好好好好')).toBe('最多 3 個字');
  });

  test('number range defaults to a minimum of 1; blank is left to required', () => {
    const schema = yup.string().test(intRange({ max: 10 }));
    expect(check(schema, '0')).toBe('請輸入 1 至 10 的整數');
    expect(check(schema, '10')).toBeNull();
    expect(check(schema, '')).toBeNull();
    expect(check(yup.string().test(intRange({ min: 0, max: 5 }, '自訂')), '6')).toBe('自訂');
  });

  test('required with and without zero, lengths, digits, positive minimum and URL', () => {
    expect(check(yup.mixed().test(filled()), '')).toBe('此欄位為必填');
    expect(check(yup.mixed().test(filled()), '0')).toBeNull();
    expect(check(yup.mixed().test(filled('請輸入數量', { allowZero: false })), '0')).toBe('請輸入數量');
    expect(check(yup.string().test(minLength(8)), '1234567')).toBe('至少需輸入 8 個字元');
    expect(check(yup.string().test(exactLength(8)), '123456789')).toBe('長度須為 8 個字元');
    expect(check(yup.string().test(exactDigits(8)), '1234567a')).toBe('須為 8 位數字');
    expect(check(yup.string().test(positiveMin(0.5)), '0.4')).toBe('請輸入不小於 0.5 的正數');
    expect(check(yup.string().test(url()), 'ftp://x.tw')).toBe('網址格式錯誤，請以 https:// 開頭');
    expect(check(yup.string().test(url()), 'https://shop.example.tw/a')).toBeNull();
  });
});
