import { formatMoney, formatTenThousands } from '@paydesk/shared/money';
import type { Reference } from '../../../lib/useReference';
import { DormantFeeText } from '../components/DormantFeeText';
import { FactGrid } from '../components/FactGrid';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { SettlementTable } from '../components/SettlementTable';
import { Steps } from '../components/Steps';
import { PRICE_TEXT as T } from '../price-text';

function PriceContent({ reference: r }: { reference: Reference }) {
  return (
    <>
      <Section title={T.settlement}>
        <SettlementTable reference={r} />
      </Section>
      <Section title={T.withdraw}>
        <FactGrid
          facts={[
            { label: T.withdrawFee, value: formatMoney(r.withdrawal.fee), note: T.withdrawFeeNote },
            {
              label: T.arrival,
              value: T.arrivalValue(r.withdrawal.minBusinessDays, r.withdrawal.maxBusinessDays),
              note: T.arrivalNote,
            },
          ]}
        />
      </Section>
      <Section title={T.limits}>
        <FigureTable
          caption={T.limits}
          columns={T.limitColumns}
          rows={[
            [
              T.individual,
              formatTenThousands(r.withdrawLimits.individualDefault),
              formatTenThousands(r.withdrawLimits.individualExtra),
            ],
            [
              T.enterprise,
              formatTenThousands(r.withdrawLimits.enterpriseDefault),
              formatTenThousands(r.withdrawLimits.enterpriseExtra),
            ],
          ]}
        />
      </Section>
      <Section title={T.dormant}>
        <DormantFeeText reference={r} />
      </Section>
    </>
  );
}

/** /price: the held-funds arrangement. */
export function PriceView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <Section title={T.flow}>
        <Steps steps={T.steps} />
      </Section>
      <WithReference>{(reference) => <PriceContent reference={reference} />}</WithReference>
    </PublicPage>
  );
}
