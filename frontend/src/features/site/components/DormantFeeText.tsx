import { Text } from '@chakra-ui/react';
import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import type { Reference } from '../../../lib/useReference';
import { SITE_TEXT } from '../text';

/** The SPEC §9 dormant-balance fee in one sentence, for the fee and held-funds pages. */
export function DormantFeeText({ reference: r }: { reference: Reference }) {
  const { days, monthlyRateBp, minimumFee } = r.dormantBalance;
  return <Text>{SITE_TEXT.dormantFee(days, percent(monthlyRateBp), formatMoney(minimumFee))}</Text>;
}
