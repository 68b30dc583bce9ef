import { pathTo } from '../../../app/paths';
import { Button, HStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { Reference } from '../../../lib/useReference';
import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { SITE_TEXT } from '../text';

const T = {
  title: '物流服務',
  eyebrow: '超商取貨．宅配到府',
  lead: '常溫、冷凍超商取貨與宅配一次整合，線上建立物流訂單、列印託運單、追蹤包裹，貨到付款的代收款也一併進入價金保管帳戶。',
  store: '超商取貨運費',
  storeDesc: '大宗寄倉（B2C）限企業會員使用；店到店（C2C）與宅配個人、企業會員皆可使用。',
  storeColumns: ['服務', '常溫', '冷凍'],
  b2c: '大宗寄倉（B2C）',
  c2c: '店到店（C2C）',
  b2cReturn: '大宗寄倉退貨',
  frozenPickup: '冷凍大宗取件費',
  frozenPickupColumns: ['取件數量', '每件費用'],
  frozenSmall: (max: number) => `1 至 ${max} 件`,
  frozenBulk: (min: number) => `${min} 件以上`,
  home: (temperature: string) => (temperature === 'NORMAL' ? '宅配常溫運費' : '宅配低溫運費'),
  region: '配送區域',
  size: (cm: number) => `${cm} 公分`,
  collection: '代收與其他費用',
  collectionColumns: ['項目', '費用'],
  cod: '超商取貨付款代收手續費（每筆，四捨五入）',
  homeCollection: '宅配貨到付款代收手續費（每筆，四捨五入）',
  minimum: (rate: string, min: string) => `${rate}，最低 ${min}`,
  noShow: '超商未取件處理費',
  packages: '包裹規格',
  packageColumns: ['服務', '最長邊', '三邊合計', '重量上限'],
  cm: (n: number | null) => (n === null ? '—' : `${n} 公分`),
  kg: (n: number) => `${n} 公斤`,
  rules: '寄件期限、取貨期限與賠償上限',
  rulesColumns: ['項目', '規定'],
  deadlineC2c: '店到店寄件期限（建單日起）',
  deadlineB2cNormal: '大宗寄倉常溫寄件期限',
  deadlineB2cFrozen: '大宗寄倉冷凍寄件期限',
  pickupNormal: '常溫包裹門市保留天數',
  pickupFrozen: '冷凍包裹門市保留天數',
  capC2c: '店到店遺失賠償上限',
  capB2c: '大宗寄倉遺失賠償上限',
  capFrozen: '冷凍包裹遺失賠償上限',
  capHome: '宅配遺失賠償上限',
  send: '寄件方式',
  refund: '退貨流程',
  perParcel: (fee: string) => `${fee} / 件`,
} as const;

function ShippingContent({ reference }: { reference: Reference }) {
  const l = reference.logistics;
  return (
    <>
      <Section title={T.store} description={T.storeDesc}>
        <FigureTable
          caption={T.store}
          columns={T.storeColumns}
          rows={[
            [T.b2c, T.perParcel(formatMoney(l.storeFees.b2cNormal)), T.perParcel(formatMoney(l.storeFees.b2cFrozen))],
            [T.c2c, T.perParcel(formatMoney(l.storeFees.c2cNormal)), T.perParcel(formatMoney(l.storeFees.c2cFrozen))],
            [T.b2cReturn, T.perParcel(formatMoney(l.storeFees.b2cReturn)), '—'],
          ]}
        />
      </Section>
      <Section title={T.frozenPickup}>
        <FigureTable
          caption={T.frozenPickup}
          columns={T.frozenPickupColumns}
          rows={[
            [T.frozenSmall(l.frozenPickup.bulkFrom - 1), formatMoney(l.frozenPickup.perParcel)],
            [T.frozenBulk(l.frozenPickup.bulkFrom), formatMoney(l.frozenPickup.bulkPerParcel)],
          ]}
        />
      </Section>
      {l.homeRates.map((table) => (
        <Section key={table.temperature} title={T.home(table.temperature)}>
          <FigureTable
            caption={T.home(table.temperature)}
            columns={[T.region, ...table.sizesCm.map(T.size)]}
            rows={table.rows.map((row) => [row.regionLabel, ...row.fees.map(formatMoney)])}
          />
        </Section>
      ))}
      <Section title={T.collection}>
        <FigureTable
          caption={T.collection}
          columns={T.collectionColumns}
          rows={[
            [T.cod, T.minimum(percent(l.codCollection.rateBp), formatMoney(l.codCollection.minimum))],
            [T.homeCollection, T.minimum(percent(l.homeCollection.rateBp), formatMoney(l.homeCollection.minimum))],
            [T.noShow, T.perParcel(formatMoney(l.noShowFee))],
          ]}
        />
      </Section>
      <Section title={T.packages}>
        <FigureTable
          caption={T.packages}
          columns={T.packageColumns}
          rows={l.packageRules.map((p) => [p.label, T.cm(p.maxLongestSideCm), T.cm(p.maxSumCm), T.kg(p.maxWeightKg)])}
        />
      </Section>
      <Section title={T.rules}>
        <FigureTable
          caption={T.rules}
          columns={T.rulesColumns}
          rows={[
            [T.deadlineC2c, SITE_TEXT.dPlus(l.shippingDeadlines.c2cDays)],
            [T.deadlineB2cNormal, SITE_TEXT.dPlus(l.shippingDeadlines.b2cNormalDays)],
            [T.deadlineB2cFrozen, SITE_TEXT.dPlus(l.shippingDeadlines.b2cFrozenDays)],
            [T.pickupNormal, SITE_TEXT.days(l.pickupWindows.normalDays)],
            [T.pickupFrozen, SITE_TEXT.days(l.pickupWindows.frozenDays)],
            [T.capC2c, formatMoney(l.compensationCaps.c2c)],
            [T.capB2c, formatMoney(l.compensationCaps.b2c)],
            [T.capFrozen, formatMoney(l.compensationCaps.frozen)],
            [T.capHome, formatMoney(l.compensationCaps.home)],
          ]}
        />
      </Section>
    </>
  );
}

/** /shipping: logistics fees and package rules, read from the reference module. */
export function ShippingView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline" colorPalette="primary">
          <Link to={pathTo('home.shipping-send')}>{T.send}</Link>
        </Button>
        <Button asChild variant="outline" colorPalette="primary">
          <Link to={pathTo('home.shipping-refund')}>{T.refund}</Link>
        </Button>
      </HStack>
      <WithReference>{(reference) => <ShippingContent reference={reference} />}</WithReference>
    </PublicPage>
  );
}
