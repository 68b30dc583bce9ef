import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { FormErrorAlert, LoadError } from '../../../components/LoadState';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSandboxMarkPaidMutation } from '../../../graphql/documents/payment-links';
import {
  useShopOrderReceiptQuery,
  useStoreMyOrderEmailQuery,
  useStorefrontQuery,
} from '../../../graphql/documents/storefront';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { OrderLookupForm } from '../components/OrderLookupForm';
import { OrderReceipt } from '../components/OrderReceipt';
import { StoreHeader } from '../components/StoreHeader';
import { lastOrderEmail } from '../last-order';
import { ORDER_TEXT } from '../text';

/**
 * /store/:slug/order/:orderNo: the buyer's confirmation. The receipt needs the order's email: the order this tab
 * just placed remembers it, a signed-in buyer's own orders know it, anyone else types it in.
 */
export function StoreOrderView() {
  const { slug = '', orderNo = '' } = useParams();
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const remembered = lastOrderEmail(orderNo);
  const viewer = useViewerQuery();
  const isBuyer = viewer.data?.viewer?.kind === 'BUYER';
  const mine = useStoreMyOrderEmailQuery({
    variables: { orderNo },
    skip: !isBuyer || Boolean(remembered),
    fetchPolicy: 'no-cache',
  });
  const ownEmail = mine.data?.myShopOrders.items[0]?.buyerEmail ?? null;
  const email = typedEmail ?? remembered ?? ownEmail;
  const receipt = useShopOrderReceiptQuery({
    variables: { orderNo, email: email ?? '' },
    skip: !email,
    fetchPolicy: 'cache-and-network',
  });
  const store = useStorefrontQuery({ variables: { slug } });
  const [markPaid, { loading: marking }] = useSandboxMarkPaidMutation();
  const [markError, setMarkError] = useState<string | null>(null);

  const order = receipt.data?.shopOrderReceipt;
  const waiting = viewer.loading || mine.loading || (receipt.loading && !receipt.data);

  const onMarkPaid = async () => {
    if (!order?.tradeNo) return;
    setMarkError(null);
    try {
      const { data } = await markPaid({ variables: { tradeNo: order.tradeNo } });
      const errors = data?.sandboxMarkPaid.errors ?? [];
      if (errors.length) setMarkError(errors.map((e) => e.message).join('；'));
      await receipt.refetch();
    } catch {
      setMarkError(ORDER_TEXT.loadError);
    }
  };

  let body;
  if (waiting) body = <PageSpinner />;
  else if (receipt.error && !receipt.data)
    body = <LoadError message={ORDER_TEXT.loadError} onRetry={() => receipt.refetch()} />;
  else if (order)
    body = (
      <Stack gap="4">
        {remembered ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{ORDER_TEXT.placed}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormErrorAlert message={markError} />
        <OrderReceipt
          order={order}
          sandbox={store.data?.storefront?.sandbox ?? false}
          onMarkPaid={() => void onMarkPaid()}
          marking={marking}
        />
      </Stack>
    );
  else
    body = (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {ORDER_TEXT.lookupTitle}
        </Heading>
        <OrderLookupForm error={email ? ORDER_TEXT.notFound : null} onSubmit={setTypedEmail} />
      </Stack>
    );

  return (
    <Box w="full" maxW="3xl" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 4, md: 8 }} shadow="sm">
      <Stack gap="6">
        {store.data?.storefront ? <StoreHeader store={store.data.storefront} compact /> : null}
        {body}
        <Button asChild variant="outline" alignSelf="start">
          <Link to={pathTo('store.index', { slug })}>{ORDER_TEXT.backToStore}</Link>
        </Button>
      </Stack>
    </Box>
  );
}
