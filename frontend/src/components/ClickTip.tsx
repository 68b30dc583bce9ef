import { lazy, Suspense, useState, type ReactNode } from 'react';
import { TipTrigger } from './TipTrigger';

// The popover's code (Zag's popover, Floating UI) loads beside the page instead of before its first paint: until then the same trigger stands there, and a press on it opens the popover once it has loaded.
const ClickTipPopover = lazy(() => import('./ClickTipPopover').then((m) => ({ default: m.ClickTipPopover })));

export interface ClickTipProps {
  /** What the tooltip says. */
  tip: ReactNode;
  /** The trigger's accessible name (what a screen reader hears before opening it). */
  label: string;
  children: ReactNode;
  testId?: string;
}

/**
 * SPEC §4: a tooltip opens and closes on click or touch (a phone has no hover). The trigger is a real button, so
 * it is reached by keyboard too; Escape or a click elsewhere closes it.
 */
export function ClickTip(props: ClickTipProps) {
  const [pressed, setPressed] = useState(false);
  const trigger = (
    <TipTrigger aria-label={props.label} data-testid={props.testId} onClick={() => setPressed(true)}>
      {props.children}
    </TipTrigger>
  );
  return (
    <Suspense fallback={trigger}>
      <ClickTipPopover {...props} defaultOpen={pressed} />
    </Suspense>
  );
}
