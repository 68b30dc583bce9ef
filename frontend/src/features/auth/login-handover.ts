import type { LoginValues } from './login.schema';

/** The login form's fields, in their order on the page (no Yup here: this module is on the page's first load). */
export const LOGIN_FIELD_NAMES = ['account', 'password', 'captcha'] as const satisfies readonly (keyof LoginValues)[];

type LoginField = (typeof LOGIN_FIELD_NAMES)[number];

/**
 * What the plain form (PlainLoginForm) hands to the Formik form that replaces it: what was typed, which fields were
 * left (their errors show at once, as Formik's would), where the caret was, and whether a submit is waiting.
 */
export interface LoginHandOver {
  values: LoginValues;
  touched: Partial<Record<LoginField, boolean>>;
  focus: { name: LoginField; start: number | null; end: number | null } | null;
  submit: boolean;
}

/**
 * Reads the plain form as it is now. A field counts as left when it lost focus after hydration (`blurred`), or when
 * it holds text and is not the focused one (typed before the script ran, when no blur could be seen).
 */
export function readHandOver(form: HTMLFormElement, blurred: ReadonlySet<string>, submit: boolean): LoginHandOver {
  const values: LoginValues = { account: '', password: '', captcha: '' };
  const touched: LoginHandOver['touched'] = {};
  let focus: LoginHandOver['focus'] = null;
  for (const name of LOGIN_FIELD_NAMES) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) continue;
    values[name] = name === 'captcha' ? input.value.toUpperCase() : input.value;
    const focused = input.ownerDocument.activeElement === input;
    if (focused) focus = { name, start: input.selectionStart, end: input.selectionEnd };
    if (blurred.has(name) || (!focused && input.value !== '')) touched[name] = true;
  }
  return { values, touched, focus, submit };
}

/** Puts the focus and the caret back where they were, in the form that replaced the plain one. */
export function restoreFocus(container: HTMLElement, focus: LoginHandOver['focus']): void {
  if (!focus) return;
  const input = container.querySelector<HTMLInputElement>(`input[name="${focus.name}"]`);
  if (!input) return;
  input.focus();
  if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end);
}
