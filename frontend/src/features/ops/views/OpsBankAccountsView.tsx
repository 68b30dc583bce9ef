import { EmptyState } from '../../../components/EmptyState';
import { useState } from 'react';
import {
  usePendingBankAccountsQuery,
  useRejectBankAccountMutation,
  useVerifyBankAccountMutation,
} from '../../../graphql/documents/ops';
import { showToast } from '../../../lib/toast';
import { BankAccountList, type BankDecision } from '../components/BankAccountList';
import { OpsListSkeleton, OpsLoadError, OpsShell } from '../components/OpsShell';
import { OPS_TEXT } from '../text';
import { useIsOperator } from './useIsOperator';

/** /ops/bank-accounts: operators verify or reject members' own-name withdrawal accounts. */
export function OpsBankAccountsView() {
  const isOperator = useIsOperator();
  const list = usePendingBankAccountsQuery({ skip: !isOperator, fetchPolicy: 'cache-and-network' });
  const [verify] = useVerifyBankAccountMutation();
  const [reject] = useRejectBankAccountMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});

  const submit = async ({ memberId, verify: ok, reason }: BankDecision) => {
    setBusy(`${memberId}:${ok ? 'verify' : 'reject'}`);
    setErrors((e) => ({ ...e, [memberId]: '' }));
    try {
      const payload = ok
        ? (await verify({ variables: { memberId } })).data?.verifyBankAccount
        : (await reject({ variables: { memberId, reason } })).data?.rejectBankAccount;
      if (payload?.bankAccount) {
        showToast(ok ? OPS_TEXT.verified : OPS_TEXT.rejected, 'success');
        await list.refetch();
      } else {
        const message = payload?.errors[0]?.message ?? OPS_TEXT.saveError;
        setErrors((e) => ({ ...e, [memberId]: message }));
        showToast(message, 'error');
      }
    } catch {
      showToast(OPS_TEXT.saveError, 'error');
    } finally {
      setBusy(null);
    }
  };

  const rows = list.data?.pendingBankAccounts ?? [];
  return (
    <OpsShell isOperator={isOperator} title={OPS_TEXT.banksTitle} subtitle={OPS_TEXT.banksSubtitle}>
      {list.loading && !list.data ? <OpsListSkeleton /> : null}
      {list.error && !list.data ? <OpsLoadError onRetry={() => void list.refetch()} /> : null}
      {list.data && !rows.length ? <EmptyState message={OPS_TEXT.banksEmpty} /> : null}
      {rows.length ? (
        <BankAccountList data={rows} errors={errors} busy={busy} onSubmit={(d) => void submit(d)} />
      ) : null}
    </OpsShell>
  );
}
