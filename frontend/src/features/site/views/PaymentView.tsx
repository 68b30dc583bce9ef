import { pathTo } from '../../../app/paths';
import { Button, HStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import type { Reference } from '../../../lib/useReference';
import { FactGrid } from '../components/FactGrid';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { SettlementTable } from '../components/SettlementTable';

const T = {
  title: '金流服務',
  eyebrow: '信用卡．超商．ATM．電子支付',
  lead: '一次串接即可提供消費者最常用的付款方式，交易成功後款項交付信託，依撥款時程撥入您的價金保管帳戶。',
  methods: '付款方式與費率',
  settlement: '撥款時程',
  settlementDesc: '款項於下列日期撥入價金保管帳戶後即可申請提領。',
  fee: '完整費用說明',
  banks: '分期銀行',
} as const;

function PaymentContent({ reference: r }: { reference: Reference }) {
  const first = r.instalmentRates[0];
  const last = r.instalmentRates[r.instalmentRates.length - 1];
  return (
    <>
      <Section title={T.methods}>
        <FactGrid
          facts={[
            ...r.cardRates.map((c) => ({
              label: c.label,
              value: percent(c.rateBp),
              note: '一次付清、紅利折抵與 Apple Pay 適用',
            })),
            ...(first && last
              ? [
                  {
                    label: '信用卡分期',
                    value: `${percent(first.rateBp)} 起`,
                    note: `${first.periods} 至 ${last.periods} 期`,
                  },
                ]
              : []),
            { label: '超商代碼', value: formatMoney(r.cvsFee), note: '每筆固定費用，全台四大超商繳費' },
            {
              label: 'ATM 轉帳',
              value: percent(r.atmRateBp),
              note: `專屬虛擬帳號，單筆上限 ${formatMoney(r.atmSingleLimit)}`,
            },
            ...r.wallets.map((w) => ({
              label: w.label,
              value: percent(w.rateBp),
              note: w.note || '行動支付，付款即時確認',
            })),
            { label: 'AFTEE 先享後付', value: percent(r.bnplRateBp), note: '消費者收到商品後再付款' },
          ]}
        />
      </Section>
      <Section title={T.settlement} description={T.settlementDesc}>
        <SettlementTable reference={r} />
      </Section>
    </>
  );
}

/** /payment: payment methods, their rates and settlement timing. */
export function PaymentView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <WithReference>{(reference) => <PaymentContent reference={reference} />}</WithReference>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="primary">
          <Link to={pathTo('home.fee')}>{T.fee}</Link>
        </Button>
        <Button asChild variant="outline" colorPalette="primary">
          <Link to={pathTo('home.bank-info-inst')}>{T.banks}</Link>
        </Button>
      </HStack>
    </PublicPage>
  );
}
