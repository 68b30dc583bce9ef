import {
  hasExactDigits,
  hasExactLength,
  hasMinLength,
  isFilled,
  isIntInRange,
  isPositiveAtLeast,
  isUrl,
  isWithinMax,
} from './generic-rules';

describe('SPEC §5 generic rules', () => {
  test('required refuses blank text, null and empty lists; the zero variant decides about 0', () => {
    expect([null, undefined, '', '   ', []].map((v) => isFilled(v))).toEqual([false, false, false, false, false]);
    expect(isFilled('0')).toBe(true);
    expect(isFilled(0)).toBe(true);
    expect(isFilled(0, { allowZero: false })).toBe(false);
    expect(isFilled('0', { allowZero: false })).toBe(false);
    expect(isFilled('x', { allowZero: false })).toBe(true);
  });

  test('minimum lengths 8, 10 and 12 count characters, not bytes', () => {
    expect(hasMinLength('1234567', 8)).toBe(false);
    expect(hasMinLength('12345678', 8)).toBe(true);
    expect(hasMinLength('中文中文中文中文中文', 10)).toBe(true);
    expect(hasMinLength('aaaaaaaaaaa', 12)).toBe(false);
  });

  test('exact length and exact digit count', () => {
    expect(hasExactLength('12345678', 8)).toBe(true);
    expect(hasExactLength('1234567', 8)).toBe(false);
    expect(hasExactDigits('04595257', 8)).toBe(true);
    expect(hasExactDigits('0459525a', 8)).toBe(false);
    expect(hasExactDigits('045952571', 8)).toBe(false);
  });

  test('number range defaults its minimum to 1 and takes typed text or numbers', () => {
    expect(isIntInRange('0', { max: 10 })).toBe(false);
    expect(isIntInRange('1', { max: 10 })).toBe(true);
    expect(isIntInRange(10, { max: 10 })).toBe(true);
    expect(isIntInRange(11, { max: 10 })).toBe(false);
    expect(isIntInRange('0', { min: 0, max: 10 })).toBe(true);
    expect(isIntInRange('1.5', { max: 10 })).toBe(false);
    expect(isIntInRange('1e2', { max: 1000 })).toBe(false);
    expect(isIntInRange(Number.NaN, { max: 10 })).toBe(false);
  });

  test('positive number with a minimum', () => {
    expect(isPositiveAtLeast('0', 0)).toBe(false);
    expect(isPositiveAtLeast('0.5', 0.5)).toBe(true);
    expect(isPositiveAtLeast(3, 5)).toBe(false);
    expect(isPositiveAtLeast('abc', 1)).toBe(false);
  });

  test('text maximum counts an emoji or a CJK character as one', () => {
    expect(isWithinMax('好'.repeat(60), 60)).toBe(true);
    expect(isWithinMax('好'.repeat(61), 60)).toBe(false);
    expect(isWithinMax('😀'.repeat(3), 3)).toBe(true);
    expect(isWithinMax(null, 0)).toBe(true);
  });

  test('URL: https (or http) with a host, no spaces', () => {
    expect(isUrl('https://shop.example.com/notify')).toBe(true);
    expect(isUrl('http://example.com')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('https://exa mple.com')).toBe(false);
    expect(isUrl('http://127.0.0.1:8080/hook?x=1')).toBe(true);
    expect(isUrl('https://')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
  });
});
