import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadMore } from '../../../components/LoadMore';
import type { AgentReferralsQuery } from '../../../graphql/generated';
import { AgentReferralsPlain } from '../../../graphql/plain/dashboard';
import { showToast } from '../../../lib/toast';
import { sendPlainQuery, usePlainQuery } from '../../../lib/use-plain-query';
import { ReferralCard } from '../components/ReferralCard';
import { PANEL_TEXT } from '../panel-text';

const T = PANEL_TEXT.referrals;

type Page = AgentReferralsQuery['agentReferrals'];

/**
 * Pending agent invitations for the signed-in seller; nothing at all when there are none (or they fail to load). Read
 * without Apollo (the home paints before it loads); an answer loads Apollo for its mutation, then the list is asked
 * again from its first page.
 */
export function AgentReferralsPanel({ scope }: { scope: string }) {
  const { data, refetch } = usePlainQuery(AgentReferralsPlain, { scope });
  // Pages after the first, asked with "載入更多"; a new first page starts over.
  const [later, setLater] = useState<{ first: Page; pages: Page[] } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [busy, setBusy] = useState<{ id: number; accept: boolean } | null>(null);
  const firstPage = data?.agentReferrals;
  const pages = firstPage ? [firstPage, ...(later?.first === firstPage ? later.pages : [])] : [];
  const lastPage = pages[pages.length - 1];
  const referrals = pages.flatMap((page) => page.items);
  if (!firstPage || !referrals.length) return null;

  const cursor = lastPage?.hasNextPage ? lastPage.nextCursor : null;
  const more = cursor
    ? () => {
        setLoadingMore(true);
        sendPlainQuery(AgentReferralsPlain, { after: cursor })
          .then(({ agentReferrals }) => setLater({ first: firstPage, pages: [...pages.slice(1), agentReferrals] }))
          .catch(() => showToast(T.failed, 'error'))
          .finally(() => setLoadingMore(false));
      }
    : null;

  const send = async (id: number, accept: boolean) => {
    setBusy({ id, accept });
    try {
      const { answerReferral } = await import('../answer-referral');
      const payload = await answerReferral(id, accept);
      if (payload?.ok) showToast(accept ? T.accepted : T.declined, 'success');
      else showToast(payload?.errors[0]?.message ?? T.failed, 'error');
      refetch();
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
      <LoadMore more={more} loading={loadingMore} shown={referrals.length} />
    </Stack>
  );
}
