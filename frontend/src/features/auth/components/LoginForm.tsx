import { CaptchaField } from '../../../components/CaptchaField';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { Stack } from '@chakra-ui/react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { CAPTCHA_LENGTH } from '../../../lib/validators';
import type { LoginOutcome } from '../login-errors';
import { LOGIN_INITIAL_VALUES, loginSchema, type LoginValues } from '../login.schema';
import { AUTH_TEXT } from '../text';

export interface LoginFormProps {
  captchaSrc: string;
  captchaLength?: number;
  onReloadCaptcha: () => void;
  onSubmit: (values: LoginValues) => Promise<LoginOutcome>;
}

/** Account, password and captcha form. Server errors come back from onSubmit and land on fields. */
export function LoginForm({ captchaSrc, captchaLength = CAPTCHA_LENGTH, onReloadCaptcha, onSubmit }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    setFormError(null);
    const outcome = await onSubmit(values);
    if (outcome.ok) return;
    // A failed login burns the captcha: the parent reloads the image, the field is emptied.
    await helpers.setFieldValue('captcha', '', false);
    helpers.setErrors(outcome.fieldErrors);
    setFormError(outcome.formError);
  };

  return (
    <Formik initialValues={LOGIN_INITIAL_VALUES} validationSchema={loginSchema(captchaLength)} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={AUTH_TEXT.submit}>
          <Stack gap="4">
            <FormErrorAlert message={formError} />
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
            <CaptchaField
              form={form}
              label={AUTH_TEXT.captcha}
              placeholder={AUTH_TEXT.captchaPlaceholder}
              length={captchaLength}
              src={captchaSrc}
              onReload={onReloadCaptcha}
            />
            <SubmitButton size="lg">{AUTH_TEXT.submit}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
