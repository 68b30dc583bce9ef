import { percent } from '../../../lib/money-format';
import { FactGrid } from '../components/FactGrid';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { Steps } from '../components/Steps';
import { PERIOD_TEXT as T } from '../period-text';

/** /period: recurring collection. */
export function PeriodView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <Section title={T.fit}>
        <FactGrid facts={T.fitItems} />
      </Section>
      <Section title={T.how}>
        <Steps steps={T.steps} />
      </Section>
      <Section title={T.fee}>
        <WithReference>
          {(r) => (
            <FactGrid facts={r.cardRates.map((c) => ({ label: c.label, value: percent(c.rateBp), note: T.feeNote }))} />
          )}
        </WithReference>
      </Section>
    </PublicPage>
  );
}
