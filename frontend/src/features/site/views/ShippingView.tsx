import { pathTo } from '../../../app/paths';
import { Button, HStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { Reference } from '../../../lib/useReference';
import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { SITE_TEXT } from '../text';
import { SHIPPING_TEXT as T } from '../shipping-text';

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
