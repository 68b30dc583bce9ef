import { taiwanDay } from '../../lib/money-format';

/** This month in Taiwan as YYYY-MM (the share pages' default). */
export function thisMonth(): string {
  return taiwanDay(0).slice(0, 7);
}
