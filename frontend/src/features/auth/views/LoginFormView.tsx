import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { useLoginMutation } from '../../../graphql/documents/auth';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import type { LoginKind } from '../../../graphql/generated';
import { markBuyerSignedIn } from '../../../lib/consumer-token';
import { LoginForm } from '../components/LoginForm';
import { toLoginOutcome, type LoginOutcome } from '../login-errors';
import type { LoginHandOver } from '../login-handover';
import type { LoginValues } from '../login.schema';
import { AUTH_TEXT } from '../text';

export interface LoginFormViewProps {
  kind: LoginKind;
  home: string;
  captchaSrc: string;
  onReloadCaptcha: () => void;
  /** What the plain form it replaces holds; read once, on the first render. */
  takeOver: () => LoginHandOver;
}

/**
 * The login form with its mutation and the redirect after success. LoginFormLoader loads it on the visitor's first
 * interaction with the plain form: Formik, Yup and Apollo Client come with it.
 */
export function LoginFormView({ kind, home, captchaSrc, onReloadCaptcha, takeOver }: LoginFormViewProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login] = useLoginMutation();
  const [handOver] = useState(takeOver);
  const reloadCaptcha = onReloadCaptcha;

  const submit = async (values: LoginValues): Promise<LoginOutcome> => {
    try {
      const { data } = await login({ variables: { input: { ...values, kind } } });
      const payload = data?.login;
      if (payload?.viewer && payload.errors.length === 0) {
        client.writeQuery({ query: ViewerDocument, data: { viewer: payload.viewer } });
        // Operators have no member area; they work on the review page.
        if (payload.viewer.kind === 'BUYER') markBuyerSignedIn();
        void navigate(payload.viewer.kind === 'OPERATOR' ? pathTo('ops.members') : home, { replace: true });
        return { ok: true };
      }
      reloadCaptcha();
      return toLoginOutcome(payload?.errors ?? [], AUTH_TEXT.failed);
    } catch {
      reloadCaptcha();
      return toLoginOutcome([], AUTH_TEXT.failed);
    }
  };

  return (
    <LoginForm
      captchaSrc={captchaSrc}
      onReloadCaptcha={reloadCaptcha}
      onSubmit={submit}
      initialValues={handOver.values}
      initialTouched={handOver.touched}
    />
  );
}
