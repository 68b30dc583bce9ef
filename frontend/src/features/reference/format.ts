/** Display helpers for reference figures; money itself is formatted by @paydesk/shared/money. */

/** 280 -> '2.8%', 20 -> '0.2%', 1100 -> '11%'. */
export function percent(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}
