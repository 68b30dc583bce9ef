import { CODE128_PATTERNS, code128Bars, code128Modules, code128Values } from './barcode';

describe('Code 128 B', () => {
  it('has 106 symbols of 11 modules each', () => {
    expect(CODE128_PATTERNS).toHaveLength(106);
    for (const p of CODE128_PATTERNS) expect([...p].reduce((s, d) => s + Number(d), 0)).toBe(11);
  });

  it('encodes "A1" to start B, A, 1, checksum 68 and stop', () => {
    // (104 + 33×1 + 17×2) mod 103 = 68
    expect(code128Values('A1')).toEqual([104, 33, 17, 68]);
    expect(code128Modules('A1')).toBe(
      ['11010010000', '10100011000', '10011100110', '10000100110', '1100011101011'].join(''),
    );
  });

  it('draws bars only, framed by quiet zones', () => {
    const { bars, width } = code128Bars('A1');
    expect(width).toBe(10 + 4 * 11 + 13 + 10);
    expect(bars[0]).toEqual({ x: 10, width: 2 });
    expect(bars.reduce((s, b) => s + b.width, 0)).toBe([...code128Modules('A1')].filter((m) => m === '1').length);
  });

  it('refuses characters outside set B', () => {
    expect(() => code128Values('物流')).toThrow();
  });
});
