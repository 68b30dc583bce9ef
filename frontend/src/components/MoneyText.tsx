import { Text } from '@chakra-ui/react';
import { formatMoney } from '@paydesk/shared/money';
import { formatDate, formatDateTime } from '../lib/money-format';

/** Integer TWD as `$1,234` in tabular figures; a negative amount (money leaving an account) in the error colour. */
export function MoneyText({ value }: { value: number | null | undefined }) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" color={value != null && value < 0 ? 'error.fg' : undefined}>
      {formatMoney(value)}
    </Text>
  );
}

/** A moment in Taiwan time (YYYY/MM/DD, or with the time), as a <time> element machines can read; a dash for none. */
export function DateText({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  const text = withTime ? formatDateTime(value) : formatDate(value);
  return text === '-' || !value ? <>{text}</> : <time dateTime={value}>{text}</time>;
}
