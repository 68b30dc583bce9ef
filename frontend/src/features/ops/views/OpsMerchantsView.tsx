import { EmptyState } from '../../../components/EmptyState';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { Button, Checkbox, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  useDecideJkoMutation,
  useOpsMerchantsQuery,
  useOpsReviewMerchantMutation,
} from '../../../graphql/documents/ops';
import type { MerchantStatus, OpsMerchantFilter } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { MerchantReviewDrawer, type ReviewAction } from '../components/MerchantReviewDrawer';
import { MerchantTable, type OpsMerchantRow } from '../components/MerchantTable';
import { OpsListSkeleton, OpsLoadError, OpsShell } from '../components/OpsShell';
import { OPS_TEXT, STATUS_FILTERS } from '../text';
import { useIsOperator } from './useIsOperator';

type FieldErrors = { field?: string | null; message: string }[];

/** /ops/merchants: operators filter shops, open one in a drawer and decide its status, PaymentSwitch and JKO application. */
export function OpsMerchantsView() {
  const isOperator = useIsOperator();
  const [status, setStatus] = useState('');
  const [jkoPending, setJkoPending] = useState(false);
  const [searchDraft, setSearchDraft] = useState('');
  const [search, setSearch] = useState('');
  const filter: OpsMerchantFilter = {
    status: (MERCHANT_STATUS_LIST.keyOf(status) as MerchantStatus | undefined) ?? null,
    jkoPending: jkoPending || null,
    search: search || null,
  };
  const list = useOpsMerchantsQuery({ variables: { filter }, skip: !isOperator, fetchPolicy: 'cache-and-network' });
  const [review] = useOpsReviewMerchantMutation();
  const [decideJko] = useDecideJkoMutation();
  const [selected, setSelected] = useState<OpsMerchantRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>([]);

  const open = (row: OpsMerchantRow | null) => {
    setSelected(row);
    setErrors([]);
  };

  const submit = async (action: ReviewAction) => {
    if (!selected) return;
    setBusy(action.kind === 'status' ? `status:${action.status}` : `jko:${action.approve}`);
    setErrors([]);
    try {
      const payload =
        action.kind === 'status'
          ? (
              await review({
                variables: {
                  input: {
                    id: selected.merchant.id,
                    status: action.status,
                    reason: action.reason,
                    paymentSwitch: action.paymentSwitch,
                  },
                },
              })
            ).data?.reviewMerchant
          : (
              await decideJko({
                variables: {
                  input: { merchantId: selected.merchant.id, approve: action.approve, reason: action.reason || null },
                },
              })
            ).data?.decideJko;
      if (payload?.merchant) {
        setSelected({
          ...selected,
          merchant: payload.merchant,
          reviewedAt: action.kind === 'status' ? new Date().toISOString() : selected.reviewedAt,
        });
        showToast(action.kind === 'status' ? OPS_TEXT.saved : OPS_TEXT.jkoSaved, 'success');
        void list.refetch();
      } else {
        const found = payload?.errors ?? [];
        // A JKO decision's reason has its own box in the drawer.
        setErrors(found.map((e) => (action.kind === 'jko' && e.field === 'reason' ? { ...e, field: 'jkoReason' } : e)));
        showToast(found[0]?.message ?? OPS_TEXT.saveError, 'error');
      }
    } catch {
      showToast(OPS_TEXT.saveError, 'error');
    } finally {
      setBusy(null);
    }
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(searchDraft.trim());
  };

  const rows = list.data?.opsMerchants ?? [];
  return (
    <OpsShell isOperator={isOperator} title={OPS_TEXT.merchantsTitle} subtitle={OPS_TEXT.merchantsSubtitle}>
      <HStack
        as="form"
        onSubmit={onSearch}
        gap="3"
        wrap="wrap"
        mb="4"
        bg="bg"
        p="3"
        borderWidth="1px"
        borderRadius="lg"
      >
        <NativeSelect.Root size="sm" width="48">
          <NativeSelect.Field
            aria-label={OPS_TEXT.statusFilter}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
          >
            <option value="">{OPS_TEXT.allStatuses}</option>
            {STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root size="sm" checked={jkoPending} onCheckedChange={(e) => setJkoPending(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{OPS_TEXT.jkoPendingOnly}</Checkbox.Label>
        </Checkbox.Root>
        <Input
          size="sm"
          flex="1"
          minW="48"
          aria-label={OPS_TEXT.search}
          placeholder={OPS_TEXT.search}
          value={searchDraft}
          onChange={(e) => setSearchDraft(e.target.value)}
        />
        <Button size="sm" type="submit" colorPalette="primary">
          {OPS_TEXT.searchButton}
        </Button>
      </HStack>
      {list.loading && !list.data ? <OpsListSkeleton /> : null}
      {list.error && !list.data ? <OpsLoadError onRetry={() => void list.refetch()} /> : null}
      {list.data && !rows.length ? <EmptyState message={OPS_TEXT.merchantsEmpty} /> : null}
      {rows.length ? <MerchantTable data={rows} onOpen={open} /> : null}
      {selected ? (
        <MerchantReviewDrawer
          key={`${selected.merchant.id}:${selected.merchant.status}:${selected.merchant.jkoStatus}`}
          data={selected}
          errors={errors}
          busy={busy}
          onSubmit={(a) => void submit(a)}
          onClose={() => open(null)}
        />
      ) : null}
    </OpsShell>
  );
}
