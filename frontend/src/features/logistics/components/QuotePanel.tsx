import { Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { MoneyText } from '../../../components/MoneyText';
import type { ShipmentQuoteFieldsFragment } from '../../../graphql/generated';
import { SHIPMENT_FORM_TEXT as T } from '../text';
import { LabelValues, Section } from '../../../components/PageFrame';

export interface QuoteState {
  quote: ShipmentQuoteFieldsFragment | null;
  /** Refusals the quote names (service not opened; the package rule is shown apart). */
  message: string | null;
  loading: boolean;
}

/** The live quote beside the form: what is charged now, what the COD costs later, deadlines and the cap. */
export function QuotePanel({ state }: { state: QuoteState }) {
  const q = state.quote;
  return (
    <Section title={T.quoteTitle} data-testid="quote-panel">
      {state.loading && !q ? <Text color="fg.muted">{T.quoteLoading}</Text> : null}
      {state.message ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {!q && !state.loading && !state.message ? <Text color="fg.muted">{T.quoteHint}</Text> : null}
      {q ? (
        <Stack gap="3" opacity={state.loading ? 0.6 : 1}>
          <LabelValues
            oneColumn
            items={[
              [T.shippingFee, <MoneyText key="s" value={q.shippingFee} data-testid="quote-shipping" />],
              [T.pickupFee, <MoneyText key="p" value={q.pickupFee} data-testid="quote-pickup" />],
              [T.codFee, <MoneyText key="c" value={q.codFee} data-testid="quote-cod" />],
              [T.chargedNow, <MoneyText key="n" value={q.chargedNow} fontWeight="bold" data-testid="quote-now" />],
              [T.sizeBand, q.sizeBandCm == null ? '-' : T.sizeBandValue(q.sizeBandCm)],
              [T.dropOff, T.dropOffValue(q.dropOffDays)],
              [T.pickupWindow, q.pickupWindowDays == null ? '-' : T.pickupWindowValue(q.pickupWindowDays)],
              [T.cap, <MoneyText key="cap" value={q.compensationCap} data-testid="quote-cap" />],
            ]}
          />
          {q.codFee ? (
            <Text fontSize="sm" color="fg.muted">
              {T.codFeeNote}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Section>
  );
}
