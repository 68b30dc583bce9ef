import { Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { formatDate, formatDateTime, formatMoney } from '../lib/money-format';

type TextProps = Omit<ComponentProps<typeof Text>, 'children'>;

/**
 * Integer TWD as `$1,234` (a dash when empty) through the one formatter, in tabular figures so amounts line up in
 * columns; a negative amount (money leaving an account) in the error colour. Sentences that mention an amount call
 * formatMoney directly.
 */
export function MoneyText({ value, ...rest }: { value: number | null | undefined } & TextProps) {
  return (
    <Text
      as="span"
      fontVariantNumeric="tabular-nums"
      color={value != null && value < 0 ? 'error.fg' : undefined}
      {...rest}
    >
      {formatMoney(value)}
    </Text>
  );
}

/** A moment in Taiwan time (YYYY/MM/DD, or with the time), as a <time> element machines can read; a dash for none. */
export function DateText({
  value,
  withTime = false,
  ...rest
}: { value: string | null | undefined; withTime?: boolean } & TextProps) {
  const text = withTime ? formatDateTime(value) : formatDate(value);
  if (text === '-' || !value) {
    return (
      <Text as="span" {...rest}>
        {text}
      </Text>
    );
  }
  return (
    <Text asChild fontVariantNumeric="tabular-nums" {...rest}>
      <time dateTime={value}>{text}</time>
    </Text>
  );
}
