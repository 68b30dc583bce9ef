import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** SPEC §9: the navigation progress bar runs for 3000 ms. */
export const PROGRESS_DURATION_MS = 3000;

type Phase = 'idle' | 'running' | 'done';

/** Thin top bar: creeps to 90% over 3 s while `active`, then completes and fades. */
export function ProgressBar({ active }: { active: boolean }) {
  // It mounts with the first navigation (RootLayout loads it then): idle first, so the creep runs from 0%.
  const [phase, setPhase] = useState<Phase>('idle');
  const [wasActive, setWasActive] = useState(active);
  useEffect(() => {
    if (!active) return undefined;
    const frame = window.requestAnimationFrame(() => setPhase((now) => (now === 'idle' ? 'running' : now)));
    return () => window.cancelAnimationFrame(frame);
    // Only on mount: later changes of `active` move the phase below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A change of `active` moves the phase during render (React's "adjust state on a prop change"), not in an effect.
  if (active !== wasActive) {
    setWasActive(active);
    setPhase(active ? 'running' : phase === 'running' ? 'done' : phase);
  }

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = window.setTimeout(() => setPhase('idle'), 300);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const width = phase === 'running' ? '90%' : phase === 'done' ? '100%' : '0%';
  return (
    <Box
      role="progressbar"
      aria-hidden={phase === 'idle'}
      aria-label="頁面載入中"
      position="fixed"
      top="0"
      left="0"
      height="3px"
      zIndex="max"
      bg="primary.solid"
      width={width}
      opacity={phase === 'idle' ? 0 : 1}
      transition={
        phase === 'running'
          ? `width ${PROGRESS_DURATION_MS}ms ease-out, opacity 100ms`
          : 'width 200ms ease-in, opacity 300ms ease 200ms'
      }
      pointerEvents="none"
    />
  );
}
