import type { Viewer } from '../../app/access';

/** Which panels the dashboard home shows a viewer (the greeting's view and the panels' own module both ask). */
export function homePanelsOf(viewer: Viewer) {
  const member = viewer.kind === 'MEMBER' && Boolean(viewer.memType);
  return {
    onboarding: member && !viewer.isAssistant,
    referrals: member,
    overview: viewer.kind !== 'BUYER' && Boolean(viewer.memType),
  };
}
