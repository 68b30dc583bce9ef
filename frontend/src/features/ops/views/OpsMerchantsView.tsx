import { Link as ChakraLink } from '@chakra-ui/react';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { FilterBar } from '../../../components/FilterBar';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { SelectField, TextField } from '../../../components/FormFields';
import { OpsQueue, answeredAuditLine, useDecisionAudit, type OpsDecisionResult } from '../../../components/OpsQueue';
import { BooleanField } from '../../../components/FormSections';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  useDecideJkoMutation,
  useOpsMerchantsQuery,
  useOpsReviewMerchantMutation,
} from '../../../graphql/documents/ops';
import type { MerchantStatus, OpsMerchantFilter } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { MerchantDecisions, merchantFacts, type ReviewAction } from '../components/MerchantDecisions';
import { MERCHANT_COLUMNS, type OpsMerchantRow } from '../components/MerchantTable';
import { OpsShell } from '../components/OpsShell';
import { OPS_TEXT, STATUS_FILTERS } from '../text';
import { useIsOperator } from './useIsOperator';

type Filter = { status: string; jkoPending: boolean; search: string };
const NO_FILTER: Filter = { status: '', jkoPending: false, search: '' };

/** /ops/merchants: operators filter shops, open one in a drawer and decide its status, PaymentSwitch and JKO application. */
export function OpsMerchantsView() {
  const isOperator = useIsOperator();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const query: OpsMerchantFilter = {
    status: (MERCHANT_STATUS_LIST.keyOf(filter.status) as MerchantStatus | undefined) ?? null,
    jkoPending: filter.jkoPending || null,
    search: filter.search.trim() || null,
  };
  const list = useOpsMerchantsQuery({
    variables: { filter: query },
    skip: !isOperator,
    fetchPolicy: 'cache-and-network',
  });
  const more = useMorePages(list.fetchMore, list.data?.opsMerchants, 'opsMerchants');
  const rows = list.data?.opsMerchants.items;
  const [review] = useOpsReviewMerchantMutation();
  const [decideJko] = useDecideJkoMutation();
  const audited = useDecisionAudit();
  // A decision's answer is newer than the list (which may no longer hold the shop under its filter).
  const [answers, setAnswers] = useState<Record<number, OpsMerchantRow>>({});

  const decide = async (row: OpsMerchantRow, action: ReviewAction): Promise<OpsDecisionResult> => {
    const id = row.merchant.id;
    const payload =
      action.kind === 'status'
        ? (
            await review({
              variables: {
                input: { id, status: action.status, reason: action.reason, paymentSwitch: action.paymentSwitch },
              },
            })
          ).data?.reviewMerchant
        : (
            await decideJko({
              variables: { input: { merchantId: id, approve: action.approve, reason: action.reason || null } },
            })
          ).data?.decideJko;
    if (!payload?.merchant) {
      const errors = payload?.errors ?? [];
      showToast(errors[0]?.message ?? OPS_TEXT.saveError, 'error');
      return { ok: false, errors };
    }
    const merchant = payload.merchant;
    setAnswers((a) => ({
      ...a,
      [id]: {
        ...row,
        merchant,
        reviewedAt: action.kind === 'status' ? new Date().toISOString() : row.reviewedAt,
      },
    }));
    showToast(action.kind === 'status' ? OPS_TEXT.saved : OPS_TEXT.jkoSaved, 'success');
    const audit = await audited(
      row.memberId,
      [action.kind === 'status' ? 'merchant.review' : 'merchant.jko_review'],
      answeredAuditLine(action.verb, action.kind === 'status' ? merchant.reviewReason : merchant.jkoReason),
    );
    void list.refetch();
    return { ok: true, audit };
  };

  return (
    <OpsShell isOperator={isOperator} title={OPS_TEXT.merchantsTitle} subtitle={OPS_TEXT.merchantsSubtitle}>
      <OpsQueue
        filters={
          <FilterBar
            value={filter}
            reset={NO_FILTER}
            onChange={setFilter}
            columns={{ base: '1fr', md: '12rem auto 1fr auto' }}
          >
            {(form) => (
              <>
                <SelectField
                  form={form}
                  name="status"
                  label={OPS_TEXT.statusFilter}
                  placeholder={OPS_TEXT.allStatuses}
                  options={STATUS_FILTERS}
                />
                <BooleanField form={form} name="jkoPending" label={OPS_TEXT.jkoPendingOnly} />
                <TextField form={form} name="search" label={OPS_TEXT.search} />
              </>
            )}
          </FilterBar>
        }
        rows={rows}
        loading={list.loading}
        error={Boolean(list.error)}
        errorMessage={OPS_TEXT.loadError}
        onRetry={() => list.refetch()}
        emptyMessage={OPS_TEXT.merchantsEmpty}
        columns={MERCHANT_COLUMNS}
        rowKey={(row) => row.merchant.id}
        rowLabel={(row) => row.merchant.name}
        rowTestId="ops-merchant-row"
        footer={<LoadMore {...more} shown={rows?.length ?? 0} />}
        openLabel={OPS_TEXT.open}
        current={(row) => answers[row.merchant.id] ?? row}
        drawerTitle={(row) => (
          <>
            {row.merchant.name} <StatusBadge list={MERCHANT_STATUS_LIST} value={row.merchant.status} ms="2" />
          </>
        )}
        facts={merchantFacts}
        links={(row) => (
          <ChakraLink asChild color="primary.fg">
            <Link to={pathTo('ops.audit', { memberId: row.memberId })}>{OPS_TEXT.auditLink}</Link>
          </ChakraLink>
        )}
        decisions={(row, done) => (
          <MerchantDecisions
            key={`${row.merchant.id}:${row.merchant.status}:${row.merchant.jkoStatus}`}
            data={row}
            onDecide={(action) => decide(row, action)}
            onDone={done}
          />
        )}
      />
    </OpsShell>
  );
}
