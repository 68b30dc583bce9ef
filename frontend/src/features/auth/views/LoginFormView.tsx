import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { useLoginMutation } from '../../../graphql/documents/auth';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import type { LoginKind } from '../../../graphql/generated';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { markBuyerSignedIn } from '../../../lib/consumer-token';
import { LoginForm } from '../components/LoginForm';
import { toLoginOutcome, type LoginOutcome } from '../login-errors';
import type { LoginValues } from '../login.schema';
import { AUTH_TEXT } from '../text';

/**
 * The login form with its mutation, the captcha seed and the redirect after success. LoginView loads it after its
 * heading has painted: Formik, Yup and Apollo Client come with it.
 */
export function LoginFormView({ kind, home }: { kind: LoginKind; home: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login] = useLoginMutation();
  const [seed, setSeed] = useState(() => captchaSeed());
  const reloadCaptcha = () => setSeed(captchaSeed());

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

  return <LoginForm captchaSrc={captchaUrl(seed)} onReloadCaptcha={reloadCaptcha} onSubmit={submit} />;
}
