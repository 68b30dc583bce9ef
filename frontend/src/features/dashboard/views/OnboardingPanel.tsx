import { LoadError } from '../../../components/LoadState';
import { OnboardingChecklistPlain } from '../../../graphql/plain/dashboard';
import { usePlainQuery } from '../../../lib/use-plain-query';
import { OnboardingChecklistCard } from '../components/OnboardingChecklistCard';
import { OnboardingSkeleton } from '../components/OnboardingSkeleton';
import { PANEL_TEXT } from '../panel-text';

/**
 * The onboarding checklist on the home page: the gateway decides which steps are done; read without Apollo (the home
 * paints before it loads), again on every visit. Nothing for an assistant (the
 * gateway gives none) or once every step is done.
 */
export function OnboardingPanel({ business, scope }: { business: boolean; scope: string }) {
  const { data, loading, error, refetch } = usePlainQuery(OnboardingChecklistPlain, { scope });
  if (loading && !data) return <OnboardingSkeleton />;
  if (error && !data) return <LoadError message={PANEL_TEXT.onboarding.loadError} onRetry={() => refetch()} />;
  const checklist = data?.onboardingChecklist;
  return checklist ? <OnboardingChecklistCard data={checklist} business={business} /> : null;
}
