import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import {
  AgentReferralsDocument,
  useAgentReferralsQuery,
  useAnswerAgentReferralMutation,
} from '../../../graphql/documents/dashboard';
import { showToast } from '../../../lib/toast';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ReferralCard } from '../components/ReferralCard';
import { PANEL_TEXT } from '../panel-text';

const T = PANEL_TEXT.referrals;

/** Pending agent invitations for the signed-in seller; nothing at all when there are none (or they fail to load). */
export function AgentReferralsPanel() {
  const { data, fetchMore } = useAgentReferralsQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.agentReferrals, 'agentReferrals');
  const [answer] = useAnswerAgentReferralMutation({ refetchQueries: [AgentReferralsDocument] });
  const [busy, setBusy] = useState<{ id: number; accept: boolean } | null>(null);
  const referrals = data?.agentReferrals.items ?? [];
  if (!referrals.length) return null;
  const send = async (id: number, accept: boolean) => {
    setBusy({ id, accept });
    try {
      const { data: res } = await answer({ variables: { id, accept } });
      const payload = res?.answerAgentReferral;
      if (payload?.ok) showToast(accept ? T.accepted : T.declined, 'success');
      else showToast(payload?.errors[0]?.message ?? T.failed, 'error');
    } catch {
      showToast(T.failed, 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack as="section" gap="3" aria-label={T.title}>
      <Heading as="h2" size="md">
        {T.title}
      </Heading>
      {referrals.map((r) => (
        <ReferralCard
          key={r.id}
          data={r}
          busy={busy?.id === r.id ? (busy.accept ? 'accept' : 'decline') : null}
          onAnswer={(accept) => void send(r.id, accept)}
        />
      ))}
      <LoadMore {...more} shown={referrals.length} />
    </Stack>
  );
}
