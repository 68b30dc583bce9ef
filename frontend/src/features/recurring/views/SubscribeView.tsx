import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { PERIOD_CYCLE_LIST, SUBSCRIPTION_STATUS_LIST } from '@paydesk/shared/period-rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadState';
import { MoneyText } from '../../../components/MoneyText';
import { PageSpinner } from '../../../components/PageSpinner';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  usePublicPeriodPlanQuery,
  useSubscribeBuyerProfileQuery,
  useSubscribePeriodPlanMutation,
} from '../../../graphql/documents/recurring';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { SubscribePeriodPlanMutation } from '../../../graphql/generated';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { DASH, formatDay } from '../../../lib/money-format';
import { LabelValues } from '../../../components/PageFrame';
import { SchedulePreview } from '../components/SchedulePreview';
import { SubscribeForm } from '../components/SubscribeForm';
import type { SubscribeValues } from '../subscribe.schema';
import { PLAN_TEXT, SUBSCRIBE_TEXT as T } from '../text';

/** Shown beside the sandbox card field; the gateway holds the same numbers. */
const SANDBOX_CARDS = { success: '4311952222222222', decline: '4000000000000002' };

type Subscribed = NonNullable<SubscribePeriodPlanMutation['subscribePeriodPlan']['subscription']>;

function Success({ sub, isBuyer }: { sub: Subscribed; isBuyer: boolean }) {
  const first = sub.charges.find((c) => c.period === 1 && c.paid);
  return (
    <Stack gap="4" data-testid="subscribe-result">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{T.successTitle}</Alert.Title>
      </Alert.Root>
      <LabelValues
        items={[
          [
            T.subNo,
            <span key="no" data-testid="subscription-no">
              {sub.subNo}
            </span>,
          ],
          [T.status, <StatusBadge key="st" list={SUBSCRIPTION_STATUS_LIST} value={sub.status} />],
          [
            T.firstCharge,
            first
              ? T.firstChargePaid(formatDay(first.dueDate) ?? DASH, first.tradeNo)
              : T.firstChargeOn(formatDay(sub.nextChargeDate) ?? DASH),
          ],
          [T.nextCharge, formatDay(sub.nextChargeDate) ?? DASH],
          [T.card, sub.card],
        ]}
      />
      {isBuyer ? (
        <Button asChild variant="outline" alignSelf="flex-start">
          <Link to={pathTo('buyer.index')}>{T.buyerArea}</Link>
        </Button>
      ) : null}
    </Stack>
  );
}

/** /subscribe/:token: the public page of a recurring plan; a buyer subscribes with a sandbox card. */
export function SubscribeView() {
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = usePublicPeriodPlanQuery({ variables: { token } });
  const viewer = useViewerQuery();
  const isBuyer = viewer.data?.viewer?.kind === 'BUYER';
  const profile = useSubscribeBuyerProfileQuery({ skip: !isBuyer });
  const [subscribe] = useSubscribePeriodPlanMutation();
  const [done, setDone] = useState<Subscribed | null>(null);
  const [seed, setSeed] = useState(() => captchaSeed());

  if (loading || viewer.loading || (isBuyer && profile.loading)) return <PageSpinner />;
  if (error) return <LoadError message={T.loadError} onRetry={() => refetch()} />;
  const plan = data?.publicPeriodPlan;
  if (!plan) return <EmptyState message={T.notFound} />;

  const submit = async (v: SubscribeValues) => {
    const { data: res } = await subscribe({
      variables: {
        input: {
          token,
          buyerName: v.buyerName.trim(),
          buyerEmail: v.buyerEmail.trim(),
          buyerMobile: v.buyerMobile.trim(),
          cardNumber: v.cardNumber.replace(/[\s-]/g, ''),
          // What the buyer read above: the gateway refuses it if the seller has changed the plan since.
          agreedTerms: {
            amount: plan.amount,
            cycle: plan.cycle,
            totalCharges: plan.totalCharges,
            trialDays: plan.trialDays,
          },
          captcha: v.captcha,
        },
      },
    });
    // Every try spends the captcha: the next one needs a new image.
    setSeed(captchaSeed());
    const payload = res?.subscribePeriodPlan;
    if (payload?.subscription) {
      setDone(payload.subscription);
      return [];
    }
    return payload?.errors ?? [{ field: null, message: T.loadError }];
  };
  const buyer = profile.data?.buyerProfile;
  return (
    <Box w="full" maxW="4xl" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 5, md: 8 }} shadow="sm">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8">
        <Stack gap="4">
          <Text color="fg.muted">
            {T.seller}：{plan.merchantName}
          </Text>
          <Heading as="h1" size="2xl">
            {plan.title}
          </Heading>
          {plan.description ? <Text whiteSpace="pre-wrap">{plan.description}</Text> : null}
          <Stack gap="0">
            <MoneyText fontSize="2xl" fontWeight="bold" value={plan.amount} data-testid="plan-amount" />
            <Text color="fg.muted">
              {T.perCharge(PERIOD_CYCLE_LIST.label(plan.cycle))}・{T.totalCharges}{' '}
              {PLAN_TEXT.charges(plan.totalCharges)}
            </Text>
            {plan.trialDays ? <Text color="fg.muted">{T.trial(plan.trialDays)}</Text> : null}
          </Stack>
          <SchedulePreview title={T.scheduleTitle} hint={T.scheduleHint} dates={plan.schedulePreview} />
        </Stack>
        <Stack gap="4">
          {done ? (
            <Success sub={done} isBuyer={isBuyer} />
          ) : !plan.available ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{T.unavailable}</Alert.Title>
            </Alert.Root>
          ) : !plan.sandbox ? (
            <Text>{T.sandboxOnly}</Text>
          ) : (
            <SubscribeForm
              data={{
                sandboxCards: SANDBOX_CARDS,
                buyer: buyer
                  ? { name: buyer.name, email: buyer.email, mobile: buyer.mobile }
                  : { name: viewer.data?.viewer?.name },
                captchaSrc: captchaUrl(seed),
              }}
              onReloadCaptcha={() => setSeed(captchaSeed())}
              onSubmit={submit}
            />
          )}
        </Stack>
      </Grid>
    </Box>
  );
}
