import type { Reference } from '../../../lib/useReference';
import { FigureTable } from './FigureTable';
import { SITE_TEXT } from '../text';

/** When each payment type's money reaches the held-funds account. */
export function SettlementTable({ reference }: { reference: Reference }) {
  return (
    <FigureTable
      caption={SITE_TEXT.settlementCaption}
      numeric={false}
      columns={[...SITE_TEXT.settlementColumns]}
      rows={reference.settlement.map((s) => [s.payTypeLabel, SITE_TEXT.settlementDays(s.eventLabel, s.days)])}
    />
  );
}
