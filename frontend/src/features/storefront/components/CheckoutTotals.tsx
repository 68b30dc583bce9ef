import { Grid, Text } from '@chakra-ui/react';
import { MoneyText } from '../../../components/MoneyText';
import { CHECKOUT_TEXT } from '../text';

/** The goods, the delivery method's shipping fee as its own line, and what the buyer is charged. */
export function CheckoutTotals({ goods, fee }: { goods: number; fee: number | null }) {
  return (
    <Grid templateColumns="1fr auto" rowGap="1" data-testid="checkout-totals">
      <Text>{CHECKOUT_TEXT.goodsTotal}</Text>
      <MoneyText value={goods} />
      <Text>{CHECKOUT_TEXT.shippingFee}</Text>
      {fee ? (
        <MoneyText value={fee} data-testid="shipping-fee" />
      ) : (
        <Text data-testid="shipping-fee">{CHECKOUT_TEXT.freeShipping}</Text>
      )}
      <Text fontWeight="bold" fontSize="lg">
        {CHECKOUT_TEXT.grandTotal}
      </Text>
      <MoneyText value={goods + (fee ?? 0)} fontWeight="bold" fontSize="lg" data-testid="checkout-total" />
    </Grid>
  );
}
