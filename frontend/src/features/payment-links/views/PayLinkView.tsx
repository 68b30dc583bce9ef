import { DateText, MoneyText } from '../../../components/MoneyText';
import { FormErrorAlert } from '../../../components/LoadState';
import { Box, Button, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import {
  usePublicPaymentLinkQuery,
  useSandboxMarkPaidMutation,
  useSandboxPayMutation,
} from '../../../graphql/documents/payment-links';
import type { BuyerTransactionFieldsFragment, PayType } from '../../../graphql/generated';
import { cardChoice } from '../../../components/CheckoutFields';
import { CheckoutForm } from '../components/CheckoutForm';
import type { CheckoutValues } from '../checkout.schema';
import { PAY_TEXT } from '../text';

/** Shown beside the sandbox card field; the gateway holds the same numbers. */
const SANDBOX_CARDS = { success: '4311952222222222', decline: '4000000000000002' };

/** The outcome of a payment: paid, waiting for the store code or transfer, or failed with its reason and a retry. */
export function PaymentResult({
  tx,
  onMarkPaid,
  marking,
  onRetry,
}: {
  tx: BuyerTransactionFieldsFragment;
  onMarkPaid: () => void;
  marking: boolean;
  /** A failed payment is not a dead end: back to the form, the buyer's details kept, to pay another way. */
  onRetry: () => void;
}) {
  const status = tx.status === 'PAID' ? 'success' : tx.status === 'AWAITING' ? 'info' : 'error';
  const title = tx.status === 'PAID' ? PAY_TEXT.paid : tx.status === 'AWAITING' ? PAY_TEXT.awaiting : PAY_TEXT.failed;
  return (
    <Stack gap="4" data-testid="payment-result">
      <Alert.Root status={status} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {tx.failureReason ? <Alert.Description>{tx.failureReason}</Alert.Description> : null}
        </Alert.Content>
      </Alert.Root>
      <Grid templateColumns="auto 1fr" gap="2" fontVariantNumeric="tabular-nums">
        <Text color="fg.muted">{PAY_TEXT.tradeNo}</Text>
        <Text data-testid="trade-no">{tx.tradeNo}</Text>
        <Text color="fg.muted">{PAY_TEXT.orderNo}</Text>
        <Text>{tx.merchantOrderNo}</Text>
        {tx.quantity > 1 ? (
          <>
            <Text color="fg.muted">{PAY_TEXT.quantity}</Text>
            <Text data-testid="bought-quantity">{tx.quantity}</Text>
          </>
        ) : null}
        <Text color="fg.muted">{PAY_TEXT.amount}</Text>
        <MoneyText value={tx.amount} />
        {tx.paymentCode ? (
          <>
            <Text color="fg.muted">{tx.payType === 'CVS' ? PAY_TEXT.cvsCode : PAY_TEXT.atmAccount}</Text>
            <Text fontWeight="bold">{tx.paymentCode}</Text>
            <Text color="fg.muted">{PAY_TEXT.expires}</Text>
            <DateText value={tx.codeExpiresAt} withTime />
          </>
        ) : null}
      </Grid>
      {tx.status === 'AWAITING' ? (
        <Button variant="outline" onClick={onMarkPaid} loading={marking} disabled={marking}>
          {PAY_TEXT.markPaid}
        </Button>
      ) : null}
      {tx.status === 'FAILED' ? (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {PAY_TEXT.retryHint}
          </Text>
          <Button colorPalette="primary" alignSelf="flex-start" onClick={onRetry}>
            {PAY_TEXT.retry}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /pay/:token: the public buyer page of a payment link with its QR code and the sandbox checkout. */
export function PayLinkView() {
  const { token = '' } = useParams();
  const { data, loading, error } = usePublicPaymentLinkQuery({ variables: { token } });
  const [pay] = useSandboxPayMutation();
  const [markPaid, { loading: marking }] = useSandboxMarkPaidMutation();
  const [tx, setTx] = useState<BuyerTransactionFieldsFragment | null>(null);
  // What the buyer typed last, so a retry after a failed payment does not ask it again.
  const [last, setLast] = useState<CheckoutValues | null>(null);
  if (loading) return <PageSpinner />;
  const link = data?.publicPaymentLink;
  if (error || !link) return <FormErrorAlert message={PAY_TEXT.notFound} />;

  const submit = async (v: CheckoutValues) => {
    setLast(v);
    const { data: res } = await pay({
      variables: {
        input: {
          token,
          amount: link.amount === null ? Number(v.amount) : null,
          quantity: link.sellsUnits ? Number(v.quantity) : null,
          payType: v.payType as PayType,
          cardNumber: v.payType === 'CREDIT' ? v.cardNumber : null,
          ...cardChoice(v),
          buyerName: v.buyerName,
          buyerEmail: v.buyerEmail,
          mobileBarcode: v.mobileBarcode.trim() || null,
        },
      },
    });
    if (res?.sandboxPay.transaction) setTx(res.sandboxPay.transaction);
    return res?.sandboxPay.transaction ? [] : (res?.sandboxPay.errors ?? []);
  };
  const onMarkPaid = async () => {
    if (!tx) return;
    const { data: res } = await markPaid({ variables: { tradeNo: tx.tradeNo } });
    if (res?.sandboxMarkPaid.transaction) setTx(res.sandboxMarkPaid.transaction);
  };

  return (
    <Box w="full" maxW="3xl" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 6, md: 8 }} shadow="sm">
      <Grid templateColumns={{ base: '1fr', md: '1fr 240px' }} gap="8">
        <Stack gap="5">
          <Stack gap="1">
            <Text color="fg.muted">
              {PAY_TEXT.seller}：{link.merchantName}
            </Text>
            <Heading as="h1" size="2xl">
              {link.title}
            </Heading>
            {link.description ? <Text whiteSpace="pre-wrap">{link.description}</Text> : null}
            {link.amount !== null ? (
              <HStack gap="2" align="baseline">
                {link.sellsUnits ? <Text color="fg.muted">{PAY_TEXT.unitPrice}</Text> : null}
                <MoneyText fontSize="2xl" fontWeight="bold" value={link.amount} />
              </HStack>
            ) : null}
          </Stack>
          {tx ? (
            <PaymentResult tx={tx} onMarkPaid={() => void onMarkPaid()} marking={marking} onRetry={() => setTx(null)} />
          ) : !link.available ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{PAY_TEXT.unavailable}</Alert.Title>
            </Alert.Root>
          ) : !link.sandbox ? (
            <Text>{PAY_TEXT.sandboxOnly}</Text>
          ) : (
            <CheckoutForm
              data={{
                amount: link.amount,
                payTypes: link.payTypes,
                installments: link.installments,
                cardMethods: link.cardMethods,
                sandboxCards: SANDBOX_CARDS,
                initial: last ? { ...last, cardNumber: '' } : undefined,
                units:
                  link.sellsUnits && link.unitsLeft !== null
                    ? {
                        title: link.title,
                        unitsLeft: link.unitsLeft,
                        perOrderLimit: link.perOrderLimit,
                        maxQuantity: link.maxQuantity,
                      }
                    : null,
              }}
              onSubmit={submit}
            />
          )}
          {link.returnUrl ? (
            <Button asChild variant="outline" alignSelf="flex-start">
              <a href={link.returnUrl} data-testid="back-to-shop">
                {PAY_TEXT.backToShop}
              </a>
            </Button>
          ) : null}
        </Stack>
        <Stack align="center" gap="2">
          <Image src={link.qrCode} alt="QR Code" w="200px" h="200px" />
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {PAY_TEXT.scan}
          </Text>
        </Stack>
      </Grid>
    </Box>
  );
}
