import { Box, Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MoneyText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import { maxQuantity, type CartProduct } from '../cart';
import { STORE_TEXT } from '../text';
import { QuantityStepper } from '../../../components/QuantityStepper';

export interface StoreProduct extends CartProduct {
  price: number;
  description: string;
  imageUrls: string[];
}

export interface ProductCardProps {
  product: StoreProduct;
  /** Units of it already in the cart: the stepper offers only what is left of the limit. */
  inCart: number;
  /** The store takes no orders (closed): the product shows, nothing can be added. */
  disabled?: boolean;
  onAdd: (quantity: number) => void;
}

/** One product of the store page: picture, name, price, units left, and the stepper with its add button. */
export function ProductCard({ product, inCart, disabled = false, onAdd }: ProductCardProps) {
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.available <= 0;
  const left = maxQuantity(product) - inCart;
  const shown = Math.max(1, Math.min(quantity, left));
  return (
    <Stack
      as="article"
      aria-label={product.name}
      data-testid="product-card"
      gap="3"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      justify="space-between"
    >
      <Stack gap="2">
        {product.imageUrls[0] ? (
          <Image
            src={product.imageUrls[0]}
            alt={product.name}
            aspectRatio={4 / 3}
            objectFit="cover"
            borderRadius="md"
          />
        ) : null}
        {/* Right under the store page's h1 (the store's name): a level may not be skipped (axe heading-order). */}
        <Heading as="h2" size="md">
          {product.name}
        </Heading>
        {product.description ? (
          <Text color="fg.muted" fontSize="sm" lineClamp={3} whiteSpace="pre-wrap">
            {product.description}
          </Text>
        ) : null}
        <MoneyText value={product.price} fontSize="xl" fontWeight="bold" />
        <Box fontSize="sm" color="fg.muted" data-testid="product-available">
          {soldOut ? (
            <ToneBadge tone="neutral" label={STORE_TEXT.soldOut} />
          ) : (
            <Text as="span">
              {STORE_TEXT.available(product.available)}
              {product.perOrderLimit ? `・${STORE_TEXT.perOrderLimit(product.perOrderLimit)}` : ''}
            </Text>
          )}
        </Box>
        {inCart > 0 ? (
          <Text fontSize="sm" color="primary.fg">
            {STORE_TEXT.inCart(inCart)}
          </Text>
        ) : null}
      </Stack>
      {soldOut ? null : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'center' }}>
          <QuantityStepper
            label={product.name}
            value={shown}
            max={left}
            onChange={setQuantity}
            disabled={disabled || left < 1}
          />
          <Button
            colorPalette="primary"
            // In the phone's column layout flex 1 (basis 0) squashed the button's height.
            flex={{ base: 'none', sm: '1' }}
            disabled={disabled || left < 1}
            onClick={() => {
              onAdd(shown);
              setQuantity(1);
            }}
          >
            {left < 1 ? STORE_TEXT.cartFull : STORE_TEXT.addToCart}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
