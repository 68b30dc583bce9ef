import { pathTo } from '../../../app/paths';
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { Reference } from '../../../lib/useReference';
import { formatMoney, formatTenThousands } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import { DormantFeeText } from '../components/DormantFeeText';
import { FactGrid } from '../components/FactGrid';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { SITE_TEXT } from '../text';

const T = {
  title: '費用說明',
  eyebrow: '透明計費',
  lead: '無月租、無開通費，只在成功收款時依付款方式收取手續費。以下費率即為結帳與撥款實際使用的費率。',
  payment: '金流手續費',
  paymentDesc: '手續費依每筆成功交易金額計算，四捨五入至元。',
  columns: ['付款方式', '手續費', '說明'],
  atmNote: (limit: string) => `單筆上限 ${limit}`,
  cvsUnit: (fee: string) => `${fee} / 筆`,
  bnpl: 'AFTEE 先享後付',
  instalment: '信用卡分期手續費',
  instalmentColumns: ['分期期數', '手續費率'],
  periods: (n: number) => `${n} 期`,
  instalmentLink: '查看各銀行可分期期數',
  refundWithdraw: '退款與提領',
  refundCvs: '超商代碼退款手續費',
  refundAtm: 'ATM 退款手續費',
  withdraw: '提領手續費',
  limits: '收款與提領額度',
  limitColumns: ['項目', '個人賣家', '企業賣家'],
  creditLimit: '信用卡收款額度',
  withdrawDefault: '提領額度（預設）',
  withdrawExtra: '可申請提高額度',
  dormant: '帳戶管理費',
  logistics: '物流費用摘要',
  logisticsColumns: ['項目', '費用'],
  b2cNormal: '大宗寄倉（B2C）常溫',
  b2cFrozen: '大宗寄倉（B2C）冷凍',
  c2cNormal: '店到店（C2C）常溫',
  c2cFrozen: '店到店（C2C）冷凍',
  cod: '超商取貨付款代收手續費',
  codValue: (rate: string, min: string) => `${rate}，最低 ${min}`,
  homeCollection: '宅配代收手續費',
  shippingLink: '宅配運費與包裹規格請見物流服務',
} as const;

function FeeContent({ reference: r }: { reference: Reference }) {
  const card = (kind: string) => {
    const rate = r.cardRates.find((c) => c.kind === kind);
    // The reference module always serves every card kind; a missing one is a bug, not a 0% rate.
    if (!rate) throw new Error(`reference has no card rate ${kind}`);
    return rate;
  };
  const l = r.logistics;
  return (
    <>
      <FactGrid
        facts={[
          { label: card('DOMESTIC').label, value: percent(card('DOMESTIC').rateBp) },
          { label: '超商代碼', value: formatMoney(r.cvsFee), note: SITE_TEXT.perOrder },
          { label: 'ATM 轉帳', value: percent(r.atmRateBp) },
        ]}
      />
      <Section title={T.payment} description={T.paymentDesc}>
        <FigureTable
          caption={T.payment}
          numeric={false}
          columns={T.columns}
          rows={[
            ...r.cardRates.map((c) => [c.label, percent(c.rateBp), '']),
            ['超商代碼', T.cvsUnit(formatMoney(r.cvsFee)), ''],
            ['ATM 轉帳', percent(r.atmRateBp), T.atmNote(formatMoney(r.atmSingleLimit))],
            ...r.wallets.map((w) => [w.label, percent(w.rateBp), w.note]),
            [T.bnpl, percent(r.bnplRateBp), ''],
          ]}
        />
      </Section>
      <Section title={T.instalment}>
        <FigureTable
          caption={T.instalment}
          columns={T.instalmentColumns}
          rows={r.instalmentRates.map((i) => [T.periods(i.periods), percent(i.rateBp)])}
        />
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('home.bank-info-inst')}>{T.instalmentLink}</Link>
        </ChakraLink>
      </Section>
      <Section title={T.refundWithdraw}>
        <FigureTable
          caption={T.refundWithdraw}
          columns={T.logisticsColumns}
          rows={[
            [T.refundCvs, `${formatMoney(r.refundFees.cvs)} / 筆`],
            [T.refundAtm, `${formatMoney(r.refundFees.atm)} / 筆`],
            [
              T.withdraw,
              `${formatMoney(r.withdrawal.fee)} / 次，${SITE_TEXT.businessDays(r.withdrawal.minBusinessDays, r.withdrawal.maxBusinessDays)}入帳`,
            ],
          ]}
        />
      </Section>
      <Section title={T.limits}>
        <FigureTable
          caption={T.limits}
          columns={T.limitColumns}
          rows={[
            [
              T.creditLimit,
              formatTenThousands(r.creditLimits.individual),
              formatTenThousands(r.creditLimits.enterprise),
            ],
            [
              T.withdrawDefault,
              formatTenThousands(r.withdrawLimits.individualDefault),
              formatTenThousands(r.withdrawLimits.enterpriseDefault),
            ],
            [
              T.withdrawExtra,
              formatTenThousands(r.withdrawLimits.individualExtra),
              formatTenThousands(r.withdrawLimits.enterpriseExtra),
            ],
          ]}
        />
      </Section>
      <Section title={T.dormant}>
        <DormantFeeText reference={r} />
      </Section>
      <Section title={T.logistics}>
        <FigureTable
          caption={T.logistics}
          columns={T.logisticsColumns}
          rows={[
            [T.b2cNormal, `${formatMoney(l.storeFees.b2cNormal)} / 件`],
            [T.b2cFrozen, `${formatMoney(l.storeFees.b2cFrozen)} / 件`],
            [T.c2cNormal, `${formatMoney(l.storeFees.c2cNormal)} / 件`],
            [T.c2cFrozen, `${formatMoney(l.storeFees.c2cFrozen)} / 件`],
            [T.cod, T.codValue(percent(l.codCollection.rateBp), formatMoney(l.codCollection.minimum))],
            [T.homeCollection, T.codValue(percent(l.homeCollection.rateBp), formatMoney(l.homeCollection.minimum))],
          ]}
        />
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('home.shipping')}>{T.shippingLink}</Link>
        </ChakraLink>
      </Section>
    </>
  );
}

/** /fee: every fee, read from the reference module. */
export function FeeView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <WithReference>{(reference) => <FeeContent reference={reference} />}</WithReference>
    </PublicPage>
  );
}
