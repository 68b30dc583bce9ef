import { HStack, IconButton } from '@chakra-ui/react';
import { Input } from './chakra/input';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { COMPONENT_TEXT } from './text';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Names the control for screen readers (the product's name). */
  label: string;
}

/**
 * A whole number from 1 to `max`: minus and plus buttons around a typed value, clamped on every change. Used by the
 * storefront's product cards and cart and by a payment link's checkout.
 */
export function QuantityStepper({ value, max, onChange, disabled = false, label }: QuantityStepperProps) {
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(max, 1), Number.isFinite(n) ? Math.floor(n) : 1));
  return (
    <HStack gap="1" role="group" aria-label={`${label} ${COMPONENT_TEXT.quantity}`}>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={COMPONENT_TEXT.decreaseQuantity}
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= 1}
      >
        <LuMinus />
      </IconButton>
      <Input
        size="sm"
        w="14"
        textAlign="center"
        inputMode="numeric"
        aria-label={COMPONENT_TEXT.quantity}
        value={String(value)}
        disabled={disabled}
        onChange={(e) => onChange(clamp(Number(e.target.value.replace(/\D/g, '') || '1')))}
        fontVariantNumeric="tabular-nums"
      />
      <IconButton
        size="sm"
        variant="outline"
        aria-label={COMPONENT_TEXT.increaseQuantity}
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled || value >= max}
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}
