import { Text } from '@chakra-ui/react';
import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import type { Reference } from '../../../lib/useReference';

/** The SPEC §9 dormant-balance fee in one sentence, for the fee and held-funds pages. */
export function DormantFeeText({ reference: r }: { reference: Reference }) {
  const { days, monthlyRateBp, minimumFee } = r.dormantBalance;
  return (
    <Text>
      {`價金保管帳戶餘額超過 ${days} 天未有任何交易或提領時，每月收取餘額 ${percent(monthlyRateBp)} 的帳戶管理費（最低 ${formatMoney(minimumFee)}），建議定期提領。`}
    </Text>
  );
}
