import * as yup from 'yup';
import {
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
    ['A123456789', 'Z287654321'],
    [
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
