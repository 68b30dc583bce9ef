import { getApolloContext } from '@apollo/client/react';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadApolloClient } from '../../../app/deferred-apollo';
import type { LoginKind } from '../../../graphql/generated';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { PlainLoginForm } from '../components/PlainLoginForm';
import { LOGIN_FIELD_NAMES, readHandOver, restoreFocus, type LoginHandOver } from '../login-handover';

type FormView = (typeof import('./LoginFormView'))['LoginFormView'];

let loadingView: Promise<FormView> | null = null;

/** The full form's code (Formik, Yup, the fields, the mutation), loaded once. */
function loadFormView(): Promise<FormView> {
  loadingView ??= import('./LoginFormView').then((m) => m.LoginFormView);
  return loadingView;
}

/**
 * The login form: the plain form first (PlainLoginForm, in the page's first load and its prerendered HTML), the
 * Formik form (LoginFormView, with Apollo Client) from the visitor's first interaction with it. Nothing loads on
 * idle or a timer: a visitor who only reads the page downloads neither. The captcha seed lives here, so the image
 * the visitor is reading stays when the full form takes over.
 */
export function LoginFormLoader({ kind, home }: { kind: LoginKind; home: string }) {
  const { client } = useContext(getApolloContext());
  const [View, setView] = useState<FormView | null>(null);
  const [engaged, setEngaged] = useState(false);
  const [waiting, setWaiting] = useState(false);
  // PlainLoginForm shows the image only once the script runs: every visitor gets a seed drawn in the browser.
  const [seed, setSeed] = useState(() => captchaSeed());
  const plainForm = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const blurred = useRef(new Set<string>());
  const waitingRef = useRef(false);
  const handedOver = useRef<LoginHandOver | null>(null);

  const engage = useCallback(() => setEngaged(true), []);
  const reloadCaptcha = useCallback(() => setSeed(captchaSeed()), []);

  // The plain form in the document (hydrated, or rendered by the client). Focused or typed into before the script
  // ran: that was the first interaction.
  const attachPlainForm = useCallback(
    (form: HTMLFormElement | null) => {
      plainForm.current = form;
      if (!form) return;
      const active = form.ownerDocument.activeElement;
      const typed = LOGIN_FIELD_NAMES.some((name) => {
        const input = form.elements.namedItem(name);
        return input instanceof HTMLInputElement && input.value !== '';
      });
      if ((active && form.contains(active)) || typed) engage();
    },
    [engage],
  );

  useEffect(() => {
    if (!engaged) return;
    let live = true;
    loadFormView().then(
      (view) => {
        if (live) setView(() => view);
      },
      () => {
        // Not loaded (the network dropped): the plain form stays, a waiting submit ends, the next use tries again.
        loadingView = null;
        waitingRef.current = false;
        if (!live) return;
        setWaiting(false);
        setEngaged(false);
      },
    );
    if (!client) void loadApolloClient();
    return () => {
      live = false;
    };
  }, [engaged, client]);

  const ready = View !== null && client !== undefined;

  // Read while the full form renders, in the same task as its commit: the plain form is still in the document and
  // no keystroke can fall between this read and the swap.
  const takeOver = useCallback((): LoginHandOver => {
    const form = plainForm.current;
    handedOver.current = form
      ? readHandOver(form, blurred.current, waitingRef.current)
      : { values: { account: '', password: '', captcha: '' }, touched: {}, focus: null, submit: false };
    return handedOver.current;
  }, []);

  useLayoutEffect(() => {
    const handOver = handedOver.current;
    const container = box.current;
    if (!ready || !handOver || !container) return;
    restoreFocus(container, handOver.focus);
    if (handOver.submit) container.querySelector('form')?.requestSubmit();
  }, [ready]);

  const captchaSrc = captchaUrl(seed);
  return (
    <div ref={box}>
      {ready ? (
        <View kind={kind} home={home} captchaSrc={captchaSrc} onReloadCaptcha={reloadCaptcha} takeOver={takeOver} />
      ) : (
        <PlainLoginForm
          formRef={attachPlainForm}
          captchaSrc={captchaSrc}
          onReloadCaptcha={reloadCaptcha}
          waiting={waiting}
          onEngage={engage}
          onFieldBlur={(name) => blurred.current.add(name)}
          onEarlySubmit={() => {
            waitingRef.current = true;
            setWaiting(true);
            engage();
          }}
        />
      )}
    </div>
  );
}
