import { Alert, Box, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert, ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { OpsNav } from '../../../components/OpsNav';
import {
  usePendingLogisticsApplicationsQuery,
  usePendingLostClaimsQuery,
  useReviewLogisticsApplicationMutation,
  useReviewLostClaimMutation,
} from '../../../graphql/documents/logistics';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { LostClaimFieldsFragment } from '../../../graphql/generated';
import { formatMoney } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { servicesText } from '../components/ApplicationTable';
import { Section } from '../../../components/PageFrame';
import { ReviewControls } from '../components/ReviewControls';
import { LOGISTICS_TEXT, OPS_LOGISTICS_TEXT as T } from '../text';

type Outcome = { errors: readonly { message: string }[] } | null | undefined;

/** Runs one review: busy while it runs, a toast when done, the refusal above the list when not. */
function useReview() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, send: () => Promise<Outcome>, done: string) => {
    setBusy(key);
    setError(null);
    try {
      const payload = await send();
      if (payload && !payload.errors.length) showToast(done, 'success');
      else setError(payload?.errors[0]?.message ?? LOGISTICS_TEXT.saveError);
    } catch {
      setError(LOGISTICS_TEXT.saveError);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}

function Applications() {
  const q = usePendingLogisticsApplicationsQuery({ fetchPolicy: 'network-only' });
  const [review] = useReviewLogisticsApplicationMutation();
  const { busy, error, run } = useReview();
  const decide = (id: number, approve: boolean, reason: string | null) =>
    run(
      `a${id}`,
      async () => {
        const { data } = await review({ variables: { id, approve, reason } });
        await q.refetch();
        return data?.reviewLogisticsApplication;
      },
      approve ? T.approved : T.rejected,
    );
  const rows = q.data?.pendingLogisticsApplications ?? [];
  return (
    <Section title={T.applications} data-testid="pending-applications">
      <FormErrorAlert message={error} />
      {q.loading && !q.data ? <ListSkeleton /> : null}
      {q.error && !q.data ? <LoadError message={LOGISTICS_TEXT.loadError} onRetry={() => q.refetch()} /> : null}
      {q.data && !rows.length ? <EmptyState message={T.noApplications} /> : null}
      {rows.map((a) => (
        <Stack
          key={a.id}
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          borderTopWidth="1px"
          pt="3"
          data-testid="application-review"
        >
          <Box minW="0">
            <Text fontWeight="medium">{a.merchantName}</Text>
            <Text fontSize="sm">{servicesText(a.services)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {a.senderName} {a.senderMobile}／{a.senderAddress}
            </Text>
            <DateText value={a.createdAt} withTime fontSize="sm" color="fg.muted" />
          </Box>
          <ReviewControls
            approveLabel={T.approve}
            busy={busy === `a${a.id}`}
            onApprove={() => void decide(a.id, true, null)}
            onReject={(reason) => void decide(a.id, false, reason)}
          />
        </Stack>
      ))}
    </Section>
  );
}

function Claims() {
  const q = usePendingLostClaimsQuery({ fetchPolicy: 'network-only' });
  const [review] = useReviewLostClaimMutation();
  const { busy, error, run } = useReview();
  const [paying, setPaying] = useState<LostClaimFieldsFragment | null>(null);
  const decide = (id: number, approve: boolean, reason: string | null) =>
    run(
      `c${id}`,
      async () => {
        const { data } = await review({ variables: { id, approve, reason } });
        await q.refetch();
        return data?.reviewLostClaim;
      },
      approve ? T.paid : T.rejected,
    );
  const rows = q.data?.pendingLostClaims ?? [];
  return (
    <Section title={T.claims} data-testid="pending-claims">
      <FormErrorAlert message={error} />
      {q.loading && !q.data ? <ListSkeleton /> : null}
      {q.error && !q.data ? <LoadError message={LOGISTICS_TEXT.loadError} onRetry={() => q.refetch()} /> : null}
      {q.data && !rows.length ? <EmptyState message={T.noClaims} /> : null}
      {rows.map((c) => (
        <Stack
          key={c.id}
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          borderTopWidth="1px"
          pt="3"
          data-testid="claim-review"
        >
          <Box minW="0">
            <Text fontWeight="medium" fontFamily="mono">
              {c.logisticsNo}
            </Text>
            <HStack gap="2" fontSize="sm">
              <MoneyText value={c.claimed} />
              <Text>→</Text>
              <MoneyText value={c.capped} fontWeight="bold" />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {c.description}
            </Text>
          </Box>
          <ReviewControls
            approveLabel={T.pay}
            busy={busy === `c${c.id}`}
            onApprove={() => setPaying(c)}
            onReject={(reason) => void decide(c.id, false, reason)}
          />
        </Stack>
      ))}
      <ConfirmDialog
        open={paying !== null}
        title={T.payTitle}
        message={paying ? T.payAsk(formatMoney(paying.capped), paying.logisticsNo) : ''}
        confirmLabel={T.pay}
        busy={paying !== null && busy === `c${paying.id}`}
        onCancel={() => setPaying(null)}
        onConfirm={() => {
          const claim = paying;
          if (claim) void decide(claim.id, true, null).finally(() => setPaying(null));
        }}
      />
    </Section>
  );
}

/** /ops/logistics: logistics applications and lost-parcel claims waiting for an operator. */
export function OpsLogisticsView() {
  const { data, loading } = useViewerQuery();
  const isOperator = loading && !data ? null : data?.viewer?.kind === 'OPERATOR';
  if (isOperator === false) {
    return (
      <Stack maxW="xl" mx="auto" gap="3">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{T.notOperator}</Alert.Title>
        </Alert.Root>
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('login')}>{T.login}</Link>
        </ChakraLink>
      </Stack>
    );
  }
  return (
    <Box w="full" maxW="6xl" mx="auto">
      <OpsNav />
      <Box mb="4">
        <Heading as="h1" size="2xl">
          {T.title}
        </Heading>
        <Text color="fg.muted">{T.subtitle}</Text>
      </Box>
      {isOperator === null ? (
        <Skeleton height="24" aria-busy="true" />
      ) : (
        <Stack gap="6">
          <Applications />
          <Claims />
        </Stack>
      )}
    </Box>
  );
}
