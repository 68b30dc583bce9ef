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
import { FEE_TEXT as T } from '../fee-text';

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
          { label: T.cvs, value: formatMoney(r.cvsFee), note: SITE_TEXT.perOrder },
          { label: T.atm, value: percent(r.atmRateBp) },
        ]}
      />
      <Section title={T.payment} description={T.paymentDesc}>
        <FigureTable
          caption={T.payment}
          numeric={false}
          columns={T.columns}
          rows={[
            ...r.cardRates.map((c) => [c.label, percent(c.rateBp), '']),
            [T.cvs, T.perOrder(formatMoney(r.cvsFee)), ''],
            [T.atm, percent(r.atmRateBp), T.atmNote(formatMoney(r.atmSingleLimit))],
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
            [T.refundCvs, T.perOrder(formatMoney(r.refundFees.cvs))],
            [T.refundAtm, T.perOrder(formatMoney(r.refundFees.atm))],
            [
              T.withdraw,
              T.withdrawValue(
                formatMoney(r.withdrawal.fee),
                SITE_TEXT.businessDays(r.withdrawal.minBusinessDays, r.withdrawal.maxBusinessDays),
              ),
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
            [T.b2cNormal, T.perParcel(formatMoney(l.storeFees.b2cNormal))],
            [T.b2cFrozen, T.perParcel(formatMoney(l.storeFees.b2cFrozen))],
            [T.c2cNormal, T.perParcel(formatMoney(l.storeFees.c2cNormal))],
            [T.c2cFrozen, T.perParcel(formatMoney(l.storeFees.c2cFrozen))],
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
      {/* The fee tables run several screens long: while they load, a screen's height keeps the footer out of view. */}
      <WithReference loadingMinH="100vh">{(reference) => <FeeContent reference={reference} />}</WithReference>
    </PublicPage>
  );
}
