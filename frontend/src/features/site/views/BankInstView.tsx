import { Icon } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { percent } from '../../../lib/money-format';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';

const T = {
  title: '分期付款銀行',
  eyebrow: '信用卡分期',
  lead: '消費者可使用下列銀行發行的信用卡分期付款；可選期數依發卡銀行而定，分期手續費由賣家負擔。',
  banks: '支援銀行與期數',
  bank: '發卡銀行',
  periods: (n: number) => `${n} 期`,
  supported: '支援',
  unsupported: '不支援',
  rates: '各期數手續費率',
} as const;

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
                columns={['期數', '手續費率']}
                rows={r.instalmentRates.map((i) => [T.periods(i.periods), percent(i.rateBp)])}
              />
            </Section>
          </>
        )}
      </WithReference>
    </PublicPage>
  );
}
