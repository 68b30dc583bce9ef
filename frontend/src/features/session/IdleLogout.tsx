import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { effectiveIdleLimit } from './idle';
import { useIdleLogout } from './useIdleLogout';

// The warning's code (Zag's dialog, focus trap, scroll lock) loads when the warning first has to open, ten idle
// minutes into a visit, not with the page; it stays mounted from then on so it closes as a dialog closes.
const IdleWarningDialog = lazy(() => import('./IdleWarningDialog').then((m) => ({ default: m.IdleWarningDialog })));

/**
 * The idle timer of the signed-in layouts: warning dialog with a countdown, then /logout (SPEC §4). The layout gives
 * the gateway's limit (appInfo.idleLimitMs) when it knows it; it runs from the first paint, with or without Apollo.
 */
export function IdleLogout({ logoutPath, limitMs }: { logoutPath: string; limitMs?: number | null }) {
  const navigate = useNavigate();
  const limit = effectiveIdleLimit(limitMs ?? undefined);
  const expire = useCallback(() => void navigate(logoutPath, { replace: true }), [navigate, logoutPath]);
  const { state, stillHere } = useIdleLogout(limit, expire);
  const open = state.phase === 'warning';
  const [warned, setWarned] = useState(false);
  // Adjusted during render, not in an effect: the dialog's load starts in the same render the warning begins.
  if (open && !warned) setWarned(true);
  if (!warned) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        open={open}
        secondsLeft={state.phase === 'warning' ? state.secondsLeft : 0}
        onStillHere={stillHere}
      />
    </Suspense>
  );
}
