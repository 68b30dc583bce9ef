import { SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { CAPTCHA_LENGTH } from '../../../lib/validators';
import { LOGIN_FIELDS, type LoginOutcome } from '../login-errors';
import type { FormikTouched } from 'formik';
import { LOGIN_INITIAL_VALUES, loginSchema, type LoginValues } from '../login.schema';
import { AUTH_TEXT } from '../text';

export interface LoginFormProps {
  captchaSrc: string;
  captchaLength?: number;
  onReloadCaptcha: () => void;
  onSubmit: (values: LoginValues) => Promise<LoginOutcome>;
  /** What was typed before this form took over from the plain one. */
  initialValues?: LoginValues;
  /** The fields left before it took over: their errors show at once. */
  initialTouched?: FormikTouched<LoginValues>;
}

/** Account, password and captcha form. Server errors come back from onSubmit and land on fields. */
export function LoginForm({
  captchaSrc,
  captchaLength = CAPTCHA_LENGTH,
  onReloadCaptcha,
  onSubmit,
  initialValues = LOGIN_INITIAL_VALUES,
  initialTouched,
}: LoginFormProps) {
  return (
    <ServerForm<LoginValues>
      initialValues={initialValues}
      initialTouched={initialTouched}
      validationSchema={loginSchema(captchaLength)}
      fields={LOGIN_FIELDS}
      label={AUTH_TEXT.submit}
      onSubmit={onSubmit}
      captcha={{
        label: AUTH_TEXT.captcha,
        placeholder: AUTH_TEXT.captchaPlaceholder,
        length: captchaLength,
        src: captchaSrc,
        onReload: onReloadCaptcha,
      }}
      notifyInvalid={false}
      maxW="none"
      gap="4"
    >
      {(form, parts) => (
        <>
          <TextField
            required
            form={form}
            name="account"
            label={AUTH_TEXT.account}
            placeholder={AUTH_TEXT.accountPlaceholder}
            autoComplete="username"
          />
          <TextField
            required
            form={form}
            name="password"
            type="password"
            label={AUTH_TEXT.password}
            placeholder={AUTH_TEXT.passwordPlaceholder}
            autoComplete="current-password"
          />
          {parts.captcha}
          <SubmitButton size="lg">{AUTH_TEXT.submit}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
