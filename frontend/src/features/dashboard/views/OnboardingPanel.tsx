import { LoadError } from '../../../components/LoadState';
import { useOnboardingChecklistQuery } from '../../../graphql/documents/dashboard';
import { OnboardingChecklistCard } from '../components/OnboardingChecklistCard';
import { OnboardingSkeleton } from '../components/OnboardingSkeleton';
import { PANEL_TEXT } from '../panel-text';

/**
 * The onboarding checklist on the home page: the gateway decides which steps are done. Nothing for an assistant (the
 * gateway gives none) or once every step is done.
 */
export function OnboardingPanel({ business }: { business: boolean }) {
  const { data, loading, error, refetch } = useOnboardingChecklistQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <OnboardingSkeleton />;
  if (error && !data) return <LoadError message={PANEL_TEXT.onboarding.loadError} onRetry={() => refetch()} />;
  const checklist = data?.onboardingChecklist;
  return checklist ? <OnboardingChecklistCard data={checklist} business={business} /> : null;
}
