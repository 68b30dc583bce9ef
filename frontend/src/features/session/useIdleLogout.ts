import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, idlePhase, readLastActivity, TICK_MS, writeActivity, type IdlePhase } from './idle';

/**
 * SPEC §4 session: activity events save the time to localStorage; after the idle limit a
 * 30-second countdown runs (1 s tick); at zero `onExpire` runs. Another tab's activity counts too.
 */
export function useIdleLogout(limitMs: number, onExpire: () => void): { state: IdlePhase; stillHere: () => void } {
  const [state, setState] = useState<IdlePhase>({ phase: 'active' });
  const warning = useRef(false);
  const lastWrite = useRef(0);
  const expired = useRef(false);

  const stillHere = useCallback(() => {
    writeActivity();
    warning.current = false;
    setState({ phase: 'active' });
  }, []);

  useEffect(() => {
    writeActivity();
    const onActivity = () => {
      // While the warning shows, only "I am still here" counts as activity.
      if (warning.current) return;
      const now = Date.now();
      if (now - lastWrite.current < TICK_MS) return;
      lastWrite.current = now;
      writeActivity(now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const tick = () => {
      const next = idlePhase(Date.now(), readLastActivity() ?? Date.now(), limitMs);
      warning.current = next.phase === 'warning';
      setState((prev) =>
        prev.phase === next.phase &&
        (next.phase !== 'warning' || (prev.phase === 'warning' && prev.secondsLeft === next.secondsLeft))
          ? prev
          : next,
      );
      if (next.phase === 'expired' && !expired.current) {
        expired.current = true;
        onExpire();
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [limitMs, onExpire]);

  return { state, stillHere };
}
