import type { Reference } from '../../../lib/useReference';
import { FigureTable } from './FigureTable';

/** When each payment type's money reaches the held-funds account. */
export function SettlementTable({ reference }: { reference: Reference }) {
  return (
    <FigureTable
      caption="撥款時程"
      numeric={false}
      columns={['付款方式', '撥入價金保管帳戶']}
      rows={reference.settlement.map((s) => [s.payTypeLabel, `${s.eventLabel} + ${s.days} 天`])}
    />
  );
}
