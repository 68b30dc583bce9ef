import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../lib/money-format';
import type { Reference } from '../../lib/useReference';

/** Fills {card}, {cvs} and {atm} from the reference; while it loads the figure shows as a dash. */
export function fillFigures(text: string, reference: Reference | null): string {
  const figures: Record<string, string> = reference
    ? {
        card: percent(reference.cardRates.find((c) => c.kind === 'DOMESTIC')?.rateBp ?? 0),
        cvs: formatMoney(reference.cvsFee),
        atm: percent(reference.atmRateBp),
      }
    : {};
  return text.replace(/\{(\w+)\}/g, (_, key: string) => figures[key] ?? '—');
}
