import { useEffect, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';

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
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface LoadOnIntent<M> {
  /** The module once this control asked for it and it has arrived; until then render the stand-in. */
  loaded: M | null;
  /** The stand-in was pressed: the real control opens at once when it replaces it. */
  pressed: boolean;
  /** The stand-in had the focus: the real control's trigger takes it over, so a keyboard user stays where they were. */
  focused: boolean;
  intentProps: IntentProps;
}

/**
 * A stand-in trigger that looks and reads like the real one (same button, name and aria attributes) starts the load
 * when a pointer enters it, it gets the focus (keyboard included) or it is pressed (a tap). A press before the code is
 * there is remembered, so the first click opens the control once it has loaded. A control mounted after the module
 * loaded (another page, a second instance) renders the real thing at once.
 */
export function useLoadOnIntent<M>(module: IntentModule<M>): LoadOnIntent<M> {
  const [loaded, setLoaded] = useState<M | null>(() => module.current);
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    module.load().then(
      (m) => {
        if (live) setLoaded(() => m);
      },
      // The stand-in stays, closed; the next intent tries again.
      () => {
        if (!live) return;
        setWanted(false);
        setPressed(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, module]);

  const want = () => setWanted(true);
  return {
    loaded,
    pressed,
    focused,
    intentProps: {
      onPointerEnter: want,
      onFocus: () => {
        setFocused(true);
        want();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setPressed(true);
        want();
      },
    },
  };
}
