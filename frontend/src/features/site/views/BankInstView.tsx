import { Icon } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { percent } from '../../../lib/money-format';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { BANK_INST_TEXT as T } from '../bank-inst-text';

/** /bank-info-inst: the instalment bank table. */
export function BankInstView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <WithReference>
        {(r) => (
          <>
            <Section title={T.banks}>
              <FigureTable
                caption={T.banks}
                columns={[T.bank, ...r.instalmentPeriods.map(T.periods)]}
                rows={r.instalmentBanks.map((bank) => [
                  `${bank.name}（${bank.code}）`,
                  ...r.instalmentPeriods.map((p) =>
                    bank.periods.includes(p) ? (
                      <Icon as={LuCheck} color="success.solid" aria-label={T.supported} key={p} />
                    ) : (
                      <span aria-label={T.unsupported} key={p}>
                        —
                      </span>
                    ),
                  ),
                ])}
              />
            </Section>
            <Section title={T.rates}>
              <FigureTable
                caption={T.rates}
                columns={T.rateColumns}
                rows={r.instalmentRates.map((i) => [T.periods(i.periods), percent(i.rateBp)])}
              />
            </Section>
          </>
        )}
      </WithReference>
    </PublicPage>
  );
}
