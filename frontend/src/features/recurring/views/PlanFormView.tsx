import { RouteButton } from '../../../components/RouteButton';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadState';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMerchantsQuery } from '../../../graphql/documents/merchants';
import {
  PeriodPlansDocument,
  useCreatePeriodPlanMutation,
  usePeriodPlanQuery,
  useRecurringTodayQuery,
  useUpdatePeriodPlanMutation,
} from '../../../graphql/documents/recurring';
import { showToast } from '../../../lib/toast';
import { PageFrame } from '../../../components/PageFrame';
import { PlanForm } from '../components/PlanForm';
import { toPlanInput, toPlanValues, type PlanValues } from '../plan.schema';
import { PLAN_TEXT } from '../text';

/** Recurring charges are card only: active shops whose switch has card. */
function useCardShops() {
  const { data, loading, error, refetch } = useMerchantsQuery();
  const shops = (data?.merchants ?? [])
    .filter((m) => m.canCollect && m.paymentSwitch.includes('CREDIT'))
    .map((m) => ({ id: m.id, name: m.name }));
  return { shops, loading, error, refetch };
}

/** The seller's date on its sandbox clock: the preview starts where the gateway will (undefined: the real date). */
function useClockToday(): string | undefined {
  return useRecurringTodayQuery({ fetchPolicy: 'cache-and-network' }).data?.recurringToday;
}

const NoShop = () => (
  <EmptyState
    message={PLAN_TEXT.noShop}
    action={
      <RouteButton to="merchant.create" colorPalette="primary" size="sm">
        {PLAN_TEXT.addShop}
      </RouteButton>
    }
  />
);

/** /auth/period/create */
export function PeriodPlanCreateView() {
  const navigate = useNavigate();
  const { shops, loading, error, refetch } = useCardShops();
  const today = useClockToday();
  const [create] = useCreatePeriodPlanMutation({ refetchQueries: [PeriodPlansDocument] });
  if (loading) return <PageSpinner />;
  const submit = async (values: PlanValues) => {
    const { data } = await create({ variables: { input: toPlanInput(values) } });
    const payload = data?.createPeriodPlan;
    if (payload?.plan) {
      showToast(PLAN_TEXT.saved, 'success');
      void navigate(pathTo('period.list'));
      return [];
    }
    return payload?.errors ?? [];
  };
  return (
    <PageFrame title={PLAN_TEXT.createTitle}>
      {error ? (
        <LoadError message={PLAN_TEXT.loadError} onRetry={() => refetch()} />
      ) : shops.length ? (
        <PlanForm data={{ shops, today }} onSubmit={submit} />
      ) : (
        <NoShop />
      )}
    </PageFrame>
  );
}

/** /auth/period/edit/:PrSysID */
export function PeriodPlanEditView() {
  const { PrSysID = '' } = useParams();
  const id = Number(PrSysID);
  const navigate = useNavigate();
  const shopsQuery = useCardShops();
  const today = useClockToday();
  const planQuery = usePeriodPlanQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useUpdatePeriodPlanMutation({ refetchQueries: [PeriodPlansDocument] });
  if (shopsQuery.loading || (planQuery.loading && !planQuery.data)) return <PageSpinner />;
  const plan = planQuery.data?.periodPlan;
  const submit = async (values: PlanValues) => {
    const { data } = await update({ variables: { id, input: toPlanInput(values) } });
    const payload = data?.updatePeriodPlan;
    if (payload?.plan) {
      showToast(PLAN_TEXT.saved, 'success');
      void navigate(pathTo('period.list'));
      return [];
    }
    return payload?.errors ?? [];
  };
  // The plan's own shop stays selectable even if it stopped collecting, so the form shows what is saved.
  const shops =
    plan && !shopsQuery.shops.some((s) => s.id === plan.merchantId)
      ? [...shopsQuery.shops, { id: plan.merchantId, name: plan.merchantName }]
      : shopsQuery.shops;
  return (
    <PageFrame title={PLAN_TEXT.editTitle}>
      {shopsQuery.error || (planQuery.error && !planQuery.data) ? (
        <LoadError
          message={PLAN_TEXT.loadError}
          onRetry={() => Promise.all([shopsQuery.refetch(), planQuery.refetch()])}
        />
      ) : !plan ? (
        <EmptyState
          message={PLAN_TEXT.notFound}
          action={
            <RouteButton to="period.list" variant="outline" size="sm">
              {PLAN_TEXT.listTitle}
            </RouteButton>
          }
        />
      ) : (
        <PlanForm data={{ shops, initial: toPlanValues(plan), today }} onSubmit={submit} />
      )}
    </PageFrame>
  );
}
