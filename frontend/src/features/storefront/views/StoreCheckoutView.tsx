import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert, LoadError } from '../../../components/LoadState';
import { PageSpinner } from '../../../components/PageSpinner';
import {
  usePlaceShopOrderMutation,
  useStoreBuyerProfileQuery,
  useStorefrontQuery,
} from '../../../graphql/documents/storefront';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { DeliveryMethod, PayType } from '../../../graphql/generated';
import { cardChoice } from '../../../components/CheckoutFields';
import type { ServerError } from '../../../lib/form-errors';
import { cartTotal, maxQuantity } from '../cart';
import { needsAddress, type ShopCheckoutValues } from '../checkout.schema';
import { lineErrorsOf, localLineError } from '../checkout-errors';
import { CartLines, type PricedCartLine } from '../components/CartLines';
import { ShopCheckoutForm, shippingFeeOf } from '../components/ShopCheckoutForm';
import { DroppedNotice, StoreHeader } from '../components/StoreHeader';
import { rememberLastOrder } from '../last-order';
import { CHECKOUT_TEXT, STORE_TEXT } from '../text';
import { useCart } from '../useCart';

/** The gateway's answer when the total sent is no longer the total of today's prices. */
const PRICE_CHANGED = 'PRICE_CHANGED';

/** Shown beside the sandbox card field; the gateway holds the same numbers. */
const SANDBOX_CARDS = { success: '4311952222222222', decline: '4000000000000002' };

/** /store/:slug/checkout: the cart, the buyer's details, delivery and the sandbox payment; places the order. */
export function StoreCheckoutView() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useStorefrontQuery({
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  const viewer = useViewerQuery();
  const isBuyer = viewer.data?.viewer?.kind === 'BUYER';
  const profile = useStoreBuyerProfileQuery({ skip: !isBuyer });
  const [place] = usePlaceShopOrderMutation();
  const store = data?.storefront;
  const cart = useCart(slug, store?.products);
  const [serverLineErrors, setServerLineErrors] = useState<Record<number, string>>({});

  if ((loading && !data) || viewer.loading || (isBuyer && profile.loading)) return <PageSpinner />;
  if (error && !data) return <LoadError message={STORE_TEXT.loadError} onRetry={() => refetch()} />;
  if (!store) return <FormErrorAlert message={STORE_TEXT.notFound} />;

  const products = new Map(store.products.map((p) => [p.id, p]));
  const lines: PricedCartLine[] = cart.lines.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    return [
      {
        productId: line.productId,
        name: product.name,
        price: product.price,
        quantity: line.quantity,
        max: maxQuantity(product),
        error: serverLineErrors[line.productId] ?? localLineError(line, product),
      },
    ];
  });
  const changeLines = (apply: () => void) => {
    setServerLineErrors({});
    apply();
  };

  const submit = async (v: ShopCheckoutValues): Promise<readonly ServerError[]> => {
    const sent = cart.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    const credit = v.payType === 'CREDIT';
    try {
      const { data: res } = await place({
        variables: {
          input: {
            slug,
            lines: sent,
            // The total the buyer saw: goods and the chosen method's fee (the gateway refuses any other).
            expectedAmount: cartTotal(lines) + (shippingFeeOf(store.shippingFees, v.deliveryMethod) ?? 0),
            buyerName: v.buyerName.trim(),
            buyerEmail: v.buyerEmail.trim(),
            buyerMobile: v.buyerMobile.trim(),
            deliveryMethod: v.deliveryMethod as DeliveryMethod,
            deliveryAddress: needsAddress(v.deliveryMethod) ? v.deliveryAddress.trim() : '',
            pickupStoreCode: needsAddress(v.deliveryMethod) ? null : v.pickupStoreCode,
            payType: v.payType as PayType,
            cardNumber: credit ? v.cardNumber : null,
            ...cardChoice(v),
          },
        },
      });
      const payload = res?.placeShopOrder;
      if (!payload) return [{ field: null, message: CHECKOUT_TEXT.failed }];
      if (payload.order && payload.errors.length === 0) {
        rememberLastOrder({ orderNo: payload.order.orderNo, email: payload.order.buyerEmail });
        cart.clear();
        void navigate(pathTo('store.order', { slug, orderNo: payload.order.orderNo }));
        return [];
      }
      const byLine = lineErrorsOf(payload.errors, sent);
      setServerLineErrors(byLine);
      // Stock or prices moved under the buyer: show the units left and the prices now.
      if (Object.keys(byLine).length || payload.errors.some((e) => e.code === PRICE_CHANGED)) void refetch();
      return payload.errors;
    } catch {
      return [{ field: null, message: CHECKOUT_TEXT.failed }];
    }
  };

  const buyer = isBuyer
    ? {
        name: profile.data?.buyerProfile.name ?? viewer.data?.viewer?.name,
        email: profile.data?.buyerProfile.email,
        mobile: profile.data?.buyerProfile.mobile,
      }
    : undefined;

  return (
    <Box w="full" maxW="5xl" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 4, md: 8 }} shadow="sm">
      <Stack gap="6">
        <Stack gap="1">
          <StoreHeader store={store} compact />
          <Heading as="h1" size="2xl">
            {CHECKOUT_TEXT.title}
          </Heading>
        </Stack>
        <DroppedNotice names={cart.dropped} onClose={cart.dismissDropped} />
        {lines.length === 0 ? (
          <EmptyState
            message={CHECKOUT_TEXT.emptyCart}
            action={
              <Button asChild variant="outline">
                <Link to={pathTo('store.index', { slug })}>{STORE_TEXT.backToStore}</Link>
              </Button>
            }
          />
        ) : (
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: 6, md: 10 }} alignItems="start">
            <Stack gap="3">
              <Heading as="h2" size="md">
                {CHECKOUT_TEXT.cartTitle}
              </Heading>
              <CartLines
                lines={lines}
                onQuantity={(id, q) => changeLines(() => cart.setQuantity(id, q))}
                onRemove={(id) => changeLines(() => cart.remove(id))}
              />
              <Button asChild variant="ghost" alignSelf="start" size="sm">
                <Link to={pathTo('store.index', { slug })}>{STORE_TEXT.backToStore}</Link>
              </Button>
            </Stack>
            {!store.isOpen ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{STORE_TEXT.closed}</Alert.Title>
              </Alert.Root>
            ) : !store.sandbox ? (
              <Text>{CHECKOUT_TEXT.sandboxOnly}</Text>
            ) : (
              <ShopCheckoutForm
                data={{
                  deliveryMethods: store.deliveryMethods,
                  shippingFees: store.shippingFees,
                  goodsTotal: cartTotal(lines),
                  payTypes: store.payTypes,
                  installments: store.installments,
                  cardMethods: store.cardMethods,
                  sandboxCards: SANDBOX_CARDS,
                  buyer,
                }}
                onSubmit={submit}
              />
            )}
          </Grid>
        )}
      </Stack>
    </Box>
  );
}
