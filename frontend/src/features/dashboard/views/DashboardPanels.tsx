import type { ReactNode } from 'react';
import { useShellData } from '../../../app/shell-viewer';
import { homePanelsOf } from '../home-panels';
import { AgentReferralsPanel } from './AgentReferralsPanel';
import { OnboardingPanel } from './OnboardingPanel';

/**
 * The dashboard home's panels under the greeting: the onboarding checklist until every step is done, pending agent
 * invitations, then the money overview (another feature's, wired in by the page). They ask Apollo for their data.
 */
export function DashboardPanels({ overview }: { overview: (scope: string) => ReactNode }) {
  const { viewer } = useShellData();
  if (!viewer) return null;
  const shown = homePanelsOf(viewer);
  return (
    <>
      {shown.onboarding ? <OnboardingPanel business={viewer.memType === 'BUSINESS'} scope={viewer.id} /> : null}
      {shown.referrals ? <AgentReferralsPanel scope={viewer.id} /> : null}
      {shown.overview ? overview(viewer.id) : null}
    </>
  );
}
