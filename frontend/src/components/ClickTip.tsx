import type { ReactNode } from 'react';
import { intentModule, useLoadOnIntent } from '../lib/load-on-intent';
import { TipTrigger } from './TipTrigger';

// The popover's code (Zag's popover, Floating UI, the dismissable layer) loads when the visitor first points at,
// focuses or presses a tip, not with the page: a chart's tips are read by few visits. Until then the same trigger
// stands there, and a press on it opens the popover once it has loaded.
const popover = intentModule(() => import('./ClickTipPopover'));

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
  const { loaded, pressed, focused, intentProps } = useLoadOnIntent(popover);
  if (loaded) return <loaded.ClickTipPopover {...props} defaultOpen={pressed} focusTrigger={focused} />;
  return (
    <TipTrigger
      aria-label={props.label}
      data-testid={props.testId}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...intentProps}
    >
      {props.children}
    </TipTrigger>
  );
}
