import { CaptchaField } from '../../../components/CaptchaField';
import { SubmitButton } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { Field, Input, Stack } from '@chakra-ui/react';
import { Formik, Form, type FormikHelpers, type FormikProps } from 'formik';
import { useState, type ChangeEvent } from 'react';
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

type FieldName = keyof LoginValues;

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
              form={form}
              name="account"
              label={AUTH_TEXT.account}
              placeholder={AUTH_TEXT.accountPlaceholder}
              autoComplete="username"
            />
            <TextField
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

interface TextFieldProps {
  form: FormikProps<LoginValues>;
  name: FieldName;
  label: string;
  placeholder: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  upperCase?: boolean;
}

function TextField({
  form,
  name,
  label,
  placeholder,
  type = 'text',
  autoComplete,
  maxLength,
  upperCase = false,
}: TextFieldProps) {
  const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = upperCase ? event.target.value.toUpperCase() : event.target.value;
    void form.setFieldValue(name, value);
  };
  return (
    <Field.Root invalid={Boolean(error)} required flex="1">
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={form.values[name]}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        onChange={onChange}
        onBlur={form.handleBlur}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
