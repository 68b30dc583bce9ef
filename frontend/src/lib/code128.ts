/**
 * Code 128 (set B) for shipping labels, as a pure function: no dependency, no DOM. Set B covers the printable ASCII
 * a logistics number uses (SPEC §5: up to 20 letters or digits). Each symbol is six alternating bar/space widths
 * of 11 modules; the stop symbol has seven (13 modules).
 */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
] as const;
const START_B = 104;
const STOP = '2331112';

/** The symbol values of `text` in set B: start, data, checksum (weighted sum mod 103). */
export function code128Values(text: string): number[] {
  const data = [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    if (code < 32 || code > 127) throw new Error(`Code 128 B cannot encode ${JSON.stringify(ch)}`);
    return code - 32;
  });
  const checksum = data.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...data, checksum];
}

/** The bar/space widths (in modules) of the whole symbol, bars first, quiet zones excluded. */
export function code128Widths(text: string): number[] {
  const patterns = [...code128Values(text).map((v) => PATTERNS[v] ?? ''), STOP];
  return patterns.flatMap((p) => [...p].map(Number));
}

/** The symbol as modules: '1' for bar, '0' for space ('A' -> '11010010000…1100011101011'). */
export function code128Modules(text: string): string {
  return code128Widths(text)
    .map((w, i) => (i % 2 === 0 ? '1' : '0').repeat(w))
    .join('');
}

/** Bars as rectangles for an SVG: x and width in modules, plus the total width with a 10-module quiet zone each side. */
export function code128Bars(text: string, quiet = 10): { bars: { x: number; width: number }[]; width: number } {
  const bars: { x: number; width: number }[] = [];
  let x = quiet;
  code128Widths(text).forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, width: w });
    x += w;
  });
  return { bars, width: x + quiet };
}

export { PATTERNS as CODE128_PATTERNS };
