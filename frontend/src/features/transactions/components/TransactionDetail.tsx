import { ACTION_KEYS } from '@paydesk/shared/action-rights';
import { useState } from 'react';
import { useCanAct } from '../../../components/ActionRight';
import { PageSpinner } from '../../../components/PageSpinner';
import {
  useRefundTransactionMutation,
  useResendPaymentNotifyMutation,
  useTransactionDetailQuery,
} from '../../../graphql/documents/transactions';
import { newIdempotencyKey } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { TX_TEXT } from '../text';
import { TransactionDetailPanel, type RefundValues } from './TransactionDetailPanel';

/** One transaction's detail, read fresh, with its refund (for those allowed) and the resend of its notify. */
export function TransactionDetail({ tradeNo, onClose }: { tradeNo: string; onClose: () => void }) {
  const { data, loading, refetch } = useTransactionDetailQuery({ variables: { tradeNo }, fetchPolicy: 'network-only' });
  const [refund] = useRefundTransactionMutation();
  const [resendNotify] = useResendPaymentNotifyMutation();
  const [key, setKey] = useState(newIdempotencyKey);
  const canRefund = useCanAct(ACTION_KEYS.refundPayment);
  if (loading && !data) return <PageSpinner />;
  if (!data?.transaction) return null;
  const onRefund = async (v: RefundValues) => {
    if (!v.reason) return [];
    const input = {
      tradeNo,
      amount: Number(v.amount),
      reason: v.reason,
      note: v.note.trim() || null,
      idempotencyKey: key,
    };
    const { data: res } = await refund({ variables: { input } });
    const payload = res?.refundTransaction;
    if (payload?.transaction) {
      showToast(
        payload.reserved ? TX_TEXT.refundReserved : TX_TEXT.refundDone,
        payload.reserved ? 'warning' : 'success',
      );
      setKey(newIdempotencyKey());
      await refetch();
      return [];
    }
    setKey(newIdempotencyKey());
    return payload?.errors ?? [];
  };
  const onResendNotify = async () => {
    const res = await resendNotify({ variables: { tradeNo } }).catch(() => null);
    const payload = res?.data?.resendPaymentNotify;
    showToast(payload?.message ?? TX_TEXT.notify.resendFailed, payload?.success ? 'success' : 'warning');
    await refetch();
  };
  return (
    <TransactionDetailPanel
      data={data.transaction}
      onRefund={canRefund ? onRefund : undefined}
      onClose={onClose}
      onResendNotify={onResendNotify}
    />
  );
}
