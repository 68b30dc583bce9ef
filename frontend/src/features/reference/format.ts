/** Display helpers for reference figures (DESIGN §4.10: money as $1,234). */

/** 280 -> '2.8%', 20 -> '0.2%', 1100 -> '11%'. */
export function percent(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}

export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** 200000 -> '20 萬', 1000000 -> '100 萬'; other amounts as money. */
export function tenThousands(amount: number): string {
  return amount % 10_000 === 0 ? `${(amount / 10_000).toLocaleString('en-US')} 萬` : money(amount);
}
