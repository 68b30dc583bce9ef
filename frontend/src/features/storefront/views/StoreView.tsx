import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StorePageStore } from '@paydesk/shared/store-page';
import { Alert } from '../../../components/chakra/alert';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { WhenApollo } from '../../../app/deferred-apollo';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert, LoadError } from '../../../components/LoadState';
import { MoneyText } from '../../../components/MoneyText';
import { PageSpinner } from '../../../components/PageSpinner';
import { useStorefrontQuery } from '../../../graphql/documents/storefront';
import { showToast } from '../../../lib/toast';
import { maxQuantity } from '../cart';
import { ProductCard } from '../components/ProductCard';
import { DroppedNotice, StoreHeader } from '../components/StoreHeader';
import { useServedStore } from '../served-store';
import { STORE_TEXT } from '../text';
import { useCart } from '../useCart';

/** A screen's height while loading: the layout's footer stays below the fold instead of jumping down (CLS). */
const loadingScreen = <PageSpinner minH="100vh" />;

/**
 * /store/:slug: the public store page: its products with units left, and the cart bar to the checkout. The gateway
 * usually serves it rendered, with its data in the page (ADR 0065): then it shows that store without Apollo and
 * without a request; otherwise it asks for the store once Apollo has loaded.
 */
export function StoreView() {
  const { slug = '' } = useParams();
  const served = useServedStore(slug);
  if (served === undefined) {
    return (
      <WhenApollo fallback={loadingScreen}>
        <QueriedStore slug={slug} />
      </WhenApollo>
    );
  }
  if (!served) return <FormErrorAlert message={STORE_TEXT.notFound} />;
  return <StorePage slug={slug} store={served} />;
}

/** The store page of a store asked for here (a later visit, or a page served without its data). */
function QueriedStore({ slug }: { slug: string }) {
  const { data, loading, error, refetch } = useStorefrontQuery({
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  const store = data?.storefront;
  if (loading && !data) return loadingScreen;
  if (error && !data) return <LoadError message={STORE_TEXT.loadError} onRetry={() => refetch()} />;
  if (!store) return <FormErrorAlert message={STORE_TEXT.notFound} />;
  return <StorePage slug={slug} store={store} />;
}

function StorePage({ slug, store }: { slug: string; store: StorePageStore }) {
  const cart = useCart(slug, store.products);
  const prices = useMemo(() => new Map(store.products.map((p) => [p.id, p.price])), [store]);
  const total = cart.lines.reduce((sum, l) => sum + (prices.get(l.productId) ?? 0) * l.quantity, 0);

  return (
    <Box w="full" maxW="6xl" mx="auto" pb="24">
      <Stack gap="6">
        <StoreHeader store={store} />
        {!store.isOpen ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{STORE_TEXT.closed}</Alert.Title>
          </Alert.Root>
        ) : null}
        <DroppedNotice names={cart.dropped} onClose={cart.dismissDropped} />
        {store.products.length === 0 ? (
          <EmptyState message={STORE_TEXT.noProducts} />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {store.products.map((product) => {
              const inCart = cart.lines.find((l) => l.productId === product.id)?.quantity ?? 0;
              return (
                <ProductCard
                  key={product.id}
                  product={product}
                  inCart={inCart}
                  disabled={!store.isOpen}
                  onAdd={(quantity) => {
                    cart.add(product, quantity, maxQuantity(product));
                    showToast(STORE_TEXT.added(product.name), 'success');
                  }}
                />
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
      {cart.count > 0 ? (
        <Box
          position="fixed"
          insetX="0"
          bottom="0"
          bg="bg"
          borderTopWidth="1px"
          shadow="md"
          px="4"
          py="3"
          zIndex="sticky"
          data-testid="cart-bar"
        >
          <HStack maxW="6xl" mx="auto" justify="space-between" gap="4">
            <Stack gap="0">
              <Text fontWeight="medium">{STORE_TEXT.cartSummary(cart.count)}</Text>
              <MoneyText value={total} fontWeight="bold" />
            </Stack>
            <Button asChild colorPalette="primary" size="lg">
              <Link to={pathTo('store.checkout', { slug })}>{STORE_TEXT.toCheckout}</Link>
            </Button>
          </HStack>
        </Box>
      ) : null}
    </Box>
  );
}
