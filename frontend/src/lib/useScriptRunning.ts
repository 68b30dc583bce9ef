import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False in a prerendered page's HTML and while React hydrates it, true right after and on any render in the browser
 * that is not a hydration: what must match the HTML renders from false, what needs the browser waits for true.
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
