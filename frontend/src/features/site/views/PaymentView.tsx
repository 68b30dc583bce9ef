import { pathTo } from '../../../app/paths';
import { Button, HStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import type { Reference } from '../../../lib/useReference';
import { FactGrid } from '../components/FactGrid';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { SettlementTable } from '../components/SettlementTable';
import { PAYMENT_TEXT as T } from '../payment-text';

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
              note: T.cardNote,
            })),
            ...(first && last
              ? [
                  {
                    label: T.instalment,
                    value: T.instalmentFrom(percent(first.rateBp)),
                    note: T.instalmentRange(first.periods, last.periods),
                  },
                ]
              : []),
            { label: T.cvs, value: formatMoney(r.cvsFee), note: T.cvsNote },
            {
              label: T.atm,
              value: percent(r.atmRateBp),
              note: T.atmNote(formatMoney(r.atmSingleLimit)),
            },
            ...r.wallets.map((w) => ({
              label: w.label,
              value: percent(w.rateBp),
              note: w.note || T.walletNote,
            })),
            { label: T.bnpl, value: percent(r.bnplRateBp), note: T.bnplNote },
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
