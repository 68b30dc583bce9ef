import { formatMoney, formatTenThousands } from '@paydesk/shared/money';
import type { Reference } from '../../../lib/useReference';
import { DormantFeeText } from '../components/DormantFeeText';
import { FactGrid } from '../components/FactGrid';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { SettlementTable } from '../components/SettlementTable';
import { Steps } from '../components/Steps';

const T = {
  title: '價金保管',
  eyebrow: '貨款交付信託，買賣雙方都安心',
  lead: '消費者付款後，貨款先交付信託保管；依撥款時程撥入您的虛擬價金保管帳戶，您可隨時提領到本人的銀行帳戶。',
  flow: '款項怎麼走',
  steps: [
    { title: '消費者付款', body: '以信用卡、超商、ATM 或電子支付完成付款，款項進入信託專戶。' },
    { title: '信託保管', body: '款項在撥款日前由信託保管，不與平台營運資金混用。' },
    { title: '撥入價金保管帳戶', body: '依付款方式的撥款時程，自動撥入您的虛擬價金保管帳戶。' },
    { title: '提領至銀行', body: '提領至會員本人的台灣銀行帳戶，每筆明細都查得到。' },
  ],
  settlement: '撥款時程',
  withdraw: '提領',
  limits: '提領額度',
  limitColumns: ['會員類型', '預設額度', '可申請提高'],
  individual: '個人賣家',
  enterprise: '企業賣家',
  dormant: '長期未動用餘額',
} as const;

function PriceContent({ reference: r }: { reference: Reference }) {
  return (
    <>
      <Section title={T.settlement}>
        <SettlementTable reference={r} />
      </Section>
      <Section title={T.withdraw}>
        <FactGrid
          facts={[
            { label: '提領手續費', value: formatMoney(r.withdrawal.fee), note: '每次提領' },
            {
              label: '入帳時間',
              value: `${r.withdrawal.minBusinessDays}–${r.withdrawal.maxBusinessDays} 個工作天`,
              note: '提領至本人台灣銀行帳戶',
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
