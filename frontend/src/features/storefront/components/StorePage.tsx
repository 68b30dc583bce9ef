import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StorePageStore } from '@paydesk/shared/store-page';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { Alert } from '../../../components/chakra/alert';
import { EmptyState } from '../../../components/EmptyState';
import { MoneyText } from '../../../components/MoneyText';
import { showToast } from '../../../lib/toast';
import { maxQuantity } from '../cart';
import { STORE_TEXT } from '../text';
import { useCart } from '../useCart';
import { ProductCard } from './ProductCard';
import { DroppedNotice, StoreHeader } from './StoreHeader';

/** A store's page: its header, its products with units left, and the cart bar to the checkout. */
export function StorePage({ slug, store }: { slug: string; store: StorePageStore }) {
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
