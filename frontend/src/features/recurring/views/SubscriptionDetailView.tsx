import { RouteButton } from '../../../components/RouteButton';
import { chargesDoneText } from '../../../components/SubscriptionColumns';
import { COMPONENT_TEXT } from '../../../components/text';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/chakra/list';
import { PERIOD_CYCLE_LIST, SUBSCRIPTION_STATUS_LIST } from '@paydesk/shared/period-rules';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { PageSpinner } from '../../../components/PageSpinner';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  usePausePeriodSubscriptionMutation,
  usePeriodSubscriptionQuery,
  useResumePeriodSubscriptionMutation,
  useCancelPeriodSubscriptionMutation,
  useSandboxDeclineSubscriptionCardMutation,
} from '../../../graphql/documents/recurring';
import { getAppEnv } from '../../../lib/env';
import { DASH, formatDay } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { ChargeTable } from '../components/ChargeTable';
import { LabelValues } from '../../../components/PageFrame';
import { allowedActions, SubscriptionActions, type SubscriptionAction } from '../components/SubscriptionActions';
import { upcomingDates } from '../schedule';
import { PLAN_TEXT, SUBSCRIPTION_TEXT as T } from '../text';
import { ActionNotGranted, useCanAct } from '../../../components/ActionRight';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';

type Payload = { subscription: unknown; errors: readonly { message: string }[] } | undefined;

/** /auth/period/order/:PrlSysID: one subscription, its schedule, every charge attempt, and the seller's moves. */
export function SubscriptionDetailView() {
  const { PrlSysID = '' } = useParams();
  const variables = { subNo: PrlSysID };
  const { data, loading, error, refetch } = usePeriodSubscriptionQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [pause] = usePausePeriodSubscriptionMutation();
  const [resume] = useResumePeriodSubscriptionMutation();
  const [cancel] = useCancelPeriodSubscriptionMutation();
  const [decline] = useSandboxDeclineSubscriptionCardMutation();
  const sandbox = getAppEnv() !== 'production';
  const canManage = useCanAct(ACTION_KEYS.manageSubscriptions);

  if (loading && !data) return <PageSpinner />;
  const back = (
    <RouteButton to="period.order.list" variant="outline" size="sm">
      {T.back}
    </RouteButton>
  );
  if (error && !data)
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {T.detailTitle}
        </Heading>
        <LoadError message={T.loadError} onRetry={() => refetch()} />
      </Stack>
    );
  const sub = data?.periodSubscription;
  if (!sub)
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {T.detailTitle}
        </Heading>
        <EmptyState message={T.notFound} action={back} />
      </Stack>
    );

  const run = async (action: SubscriptionAction) => {
    const payload: Payload = await (async () => {
      if (action === 'pause') return (await pause({ variables })).data?.pausePeriodSubscription;
      if (action === 'resume') return (await resume({ variables })).data?.resumePeriodSubscription;
      if (action === 'cancel') return (await cancel({ variables })).data?.cancelPeriodSubscription;
      return (await decline({ variables })).data?.sandboxDeclineSubscriptionCard;
    })().catch(() => undefined);
    const failure = payload?.errors[0]?.message ?? (payload?.subscription ? null : T.loadError);
    if (failure) showToast(failure, 'error');
    else showToast(T.done[action], 'success');
    await refetch();
  };

  const firstDue = sub.charges.find((c) => c.period === 1)?.dueDate ?? null;
  const upcoming = upcomingDates({ ...sub, firstDueDate: firstDue });
  return (
    <Stack gap="6" data-testid="subscription-detail">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {T.detailTitle}
          </Heading>
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="bold" data-testid="sub-no">
              {sub.subNo}
            </Text>
            <StatusBadge list={SUBSCRIPTION_STATUS_LIST} value={sub.status} data-testid="sub-status" />
          </HStack>
        </Stack>
        {back}
      </HStack>
      {canManage ? (
        <SubscriptionActions status={sub.status} sandbox={sandbox} onAction={run} />
      ) : allowedActions(sub.status, sandbox).length ? (
        <ActionNotGranted />
      ) : null}
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.sectionInfo}
        </Heading>
        <LabelValues
          items={[
            [T.plan, sub.planTitle],
            [T.merchant, sub.merchantName],
            [T.amount, <MoneyText key="a" value={sub.amount} />],
            [T.cycle, PERIOD_CYCLE_LIST.label(sub.cycle)],
            [T.totalCharges, PLAN_TEXT.charges(sub.totalCharges)],
            [T.buyerName, sub.buyerName],
            [T.buyerEmail, sub.buyerEmail],
            [T.buyerMobile, sub.buyerMobile],
            [T.card, sub.card || DASH],
            [T.createdAt, <DateText key="c" value={sub.createdAt} withTime />],
            [T.closedAt, <DateText key="d" value={sub.closedAt} withTime />],
          ]}
        />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.sectionSchedule}
        </Heading>
        <LabelValues
          items={[
            [
              COMPONENT_TEXT.subscription.done,
              <span key="done" data-testid="charges-done">
                {chargesDoneText(sub)}
              </span>,
            ],
            [
              T.nextCharge,
              <span key="next" data-testid="next-charge">
                {formatDay(sub.nextChargeDate) ?? DASH}
              </span>,
            ],
          ]}
        />
        <Box>
          <Text color="fg.muted" fontSize="sm">
            {T.upcoming}
          </Text>
          {upcoming.length ? (
            <List.Root ps="5" fontVariantNumeric="tabular-nums">
              {upcoming.map((d) => (
                <List.Item key={d}>{formatDay(d)}</List.Item>
              ))}
            </List.Root>
          ) : (
            <Text>{T.noUpcoming}</Text>
          )}
          <Text fontSize="xs" color="fg.muted" mt="1">
            {PLAN_TEXT.monthEndNote}
          </Text>
        </Box>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.sectionHistory}
        </Heading>
        <ChargeTable charges={sub.charges} empty={T.historyEmpty} />
      </Stack>
    </Stack>
  );
}
