import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MoneyText } from '../../../components/MoneyText';
import { CHECKOUT_TEXT } from '../text';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { cartTotal } from '../cart';

export interface PricedCartLine {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  /** The most units the line may hold now. */
  max: number;
  /** Why the line cannot be ordered as it is (local stock check or the server's answer). */
  error?: string | null;
}

export interface CartLinesProps {
  lines: readonly PricedCartLine[];
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
  disabled?: boolean;
}

/** The cart on the checkout page: each line's stepper, subtotal and removal (confirmed), then the total. */
export function CartLines({ lines, onQuantity, onRemove, disabled = false }: CartLinesProps) {
  const [removing, setRemoving] = useState<PricedCartLine | null>(null);
  const total = cartTotal(lines);
  return (
    <Stack gap="3" data-testid="cart-lines">
      {lines.map((line) => (
        <Stack
          key={line.productId}
          gap="2"
          py="3"
          borderBottomWidth="1px"
          data-testid="cart-line"
          aria-label={line.name}
          role="group"
        >
          <HStack justify="space-between" align="start" gap="3">
            <Stack gap="0">
              <Text fontWeight="medium">{line.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {CHECKOUT_TEXT.unitPrice} <MoneyText value={line.price} />
              </Text>
            </Stack>
            <MoneyText value={line.price * line.quantity} fontWeight="bold" />
          </HStack>
          <HStack justify="space-between">
            <QuantityStepper
              label={line.name}
              value={line.quantity}
              max={Math.max(line.max, 1)}
              onChange={(q) => onQuantity(line.productId, q)}
              disabled={disabled}
            />
            <Button
              size="sm"
              variant="ghost"
              colorPalette="error"
              onClick={() => setRemoving(line)}
              disabled={disabled}
            >
              {CHECKOUT_TEXT.remove}
            </Button>
          </HStack>
          {line.error ? (
            <Text color="error.fg" fontSize="sm" role="alert">
              {line.error}
            </Text>
          ) : null}
        </Stack>
      ))}
      <Grid templateColumns="1fr auto" fontSize="lg" fontWeight="bold">
        <Text>{CHECKOUT_TEXT.total}</Text>
        <MoneyText value={total} data-testid="cart-total" />
      </Grid>
      <ConfirmDialog
        open={removing !== null}
        title={CHECKOUT_TEXT.removeTitle}
        message={removing ? CHECKOUT_TEXT.removeMessage(removing.name) : ''}
        confirmLabel={CHECKOUT_TEXT.remove}
        tone="error"
        onConfirm={() => {
          if (removing) onRemove(removing.productId);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
