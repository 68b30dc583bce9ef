// One formatter for every call, made on first use: `toLocaleString('en-US')` builds a new one each time (V8 keeps only
// the default locale's), which was 70 ms of the fee page's first render at a phone's CPU speed.
let amountFormatter: Intl.NumberFormat | null = null;

/**
 * The one money formatter (DESIGN §4.10): integer TWD with thousands separators, `$1,234` on screens and in
 * mail, bare `1,234` inside a sentence that already says 元. Gateway messages and the client both use it.
 */
export function formatAmount(value: number): string {
  amountFormatter ??= new Intl.NumberFormat('en-US');
  return amountFormatter.format(value);
}

/** `$1,234`, `-$30`; a dash for an empty value. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${formatAmount(Math.abs(value))}`;
}

/** 200000 → '20 萬', 1000000 → '100 萬'; other amounts as money. */
export function formatTenThousands(value: number): string {
  return value % 10_000 === 0 ? `${formatAmount(value / 10_000)} 萬` : formatMoney(value);
}
