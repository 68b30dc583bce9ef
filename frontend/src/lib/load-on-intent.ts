import { useLayoutEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';

/**
 * Code behind a control (a dropdown, a popover) that loads on the visitor's first intent toward it instead of with
 * the page: the load starts once, is shared by every control that uses it, and a failed load is tried again on the
 * next intent.
 */
export interface IntentModule<M> {
  /** The module once it has loaded, else null. */
  readonly current: M | null;
  load(): Promise<M>;
}

export function intentModule<M>(importer: () => Promise<M>): IntentModule<M> {
  let current: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** What the stand-in trigger gets: the same handlers a button takes, merged over its own. */
export interface IntentProps {
  onPointerEnter: (event: SyntheticEvent<HTMLElement>) => void;
  onPointerDown: (event: SyntheticEvent<HTMLElement>) => void;
  onFocus: (event: SyntheticEvent<HTMLElement>) => void;
  onClick: (event: SyntheticEvent<HTMLElement>) => void;
}

export interface LoadOnIntent<M> {
  /** The module once this control asked for it and it has arrived; until then render the stand-in. */
  loaded: M | null;
  /** The stand-in was pressed: the real control opens at once when it replaces it. */
  pressed: boolean;
  /** The stand-in had the focus when the code arrived: the real trigger takes it over, so a keyboard user stays put. */
  focused: boolean;
}

/**
 * A stand-in trigger that looks and reads like the real one (same button, name and aria attributes) starts the load
 * when a pointer enters it, it gets the focus (keyboard included) or it is pressed (a tap). A press before the code is
 * there is remembered, so the first click opens the control once it has loaded. A control mounted after the module
 * loaded (another page, a second instance) renders the real thing at once.
 */
export function useLoadOnIntent<M>(module: IntentModule<M>): LoadOnIntent<M> & { intentProps: IntentProps } {
  const [state, setState] = useState<LoadOnIntent<M>>(() => ({
    loaded: module.current,
    pressed: false,
    focused: false,
  }));
  const want = ({ currentTarget }: SyntheticEvent<HTMLElement>, pressed = false) => {
    if (pressed) setState((s) => ({ ...s, pressed }));
    module.load().then(
      (loaded) => setState((s) => ({ ...s, loaded, focused: currentTarget === document.activeElement })),
      // The stand-in stays, closed; the next intent tries again.
      () => setState((s) => ({ ...s, pressed: false })),
    );
  };
  // A press counts from the pointer going down: the code a hover asked for can arrive before the button comes up, and
  // the click of that press then lands on neither the stand-in (gone) nor the real trigger (it was not pressed on).
  const press = (event: SyntheticEvent<HTMLElement>) => want(event, true);
  return { ...state, intentProps: { onPointerEnter: want, onPointerDown: press, onFocus: want, onClick: press } };
}

/**
 * The real trigger that replaced a focused stand-in takes the focus over, unless the control opened (it takes the
 * focus itself). In a layout effect: the stand-in left the page in this commit and took the focus with it, and a key
 * pressed before a later effect ran would reach the page's body instead of the trigger.
 */
export function useTakeOverFocus<E extends HTMLElement>({
  defaultOpen,
  focusTrigger,
}: {
  defaultOpen: boolean;
  focusTrigger: boolean;
}): RefObject<E | null> {
  const trigger = useRef<E>(null);
  useLayoutEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus({ preventScroll: true });
  }, [focusTrigger, defaultOpen]);
  return trigger;
}
