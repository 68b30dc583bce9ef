import { Kind } from 'graphql';
import { Money } from './money';

describe('Money scalar', () => {
  it('serializes sums past 2^31 exactly, from numbers or from PostgreSQL bigint text', () => {
    expect(Money.serialize(3_000_000_000)).toBe(3_000_000_000);
    expect(Money.serialize('3000000000')).toBe(3_000_000_000);
    expect(Money.serialize(-42)).toBe(-42);
  });

  it('refuses a fraction or a number beyond 2^53 rather than answer an inexact amount', () => {
    expect(() => Money.serialize(1.5)).toThrow('Money 不是整數');
    expect(() => Money.serialize('9007199254740993')).toThrow('Money 不是整數');
  });

  it('reads integer input and refuses anything else with a zh-TW message', () => {
    expect(Money.parseValue(3_000_000_000)).toBe(3_000_000_000);
    expect(Money.parseLiteral({ kind: Kind.INT, value: '3000000000' })).toBe(3_000_000_000);
    expect(() => Money.parseValue('100')).toThrow('金額須為整數');
    expect(() => Money.parseLiteral({ kind: Kind.FLOAT, value: '1.5' })).toThrow('金額須為整數');
  });
});
