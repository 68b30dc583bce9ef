import { SubmitButton } from '../../../components/FormFields';
import { Alert, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ChangeEvent } from 'react';
import { CaptchaImage } from '../../../components/CaptchaImage';
import { INQUIRY_INITIAL, inquirySchema, type InquiryValues } from '../inquiry.schema';

export type InquiryOutcome =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<keyof InquiryValues, string>>; formError: string | null };

const LABELS: Record<keyof InquiryValues, string> = { tradeNo: '交易編號', amount: '交易金額', captcha: '驗證碼' };

export interface InquiryFormProps {
  captchaSrc: string;
  onReloadCaptcha: () => void;
  onSubmit: (values: InquiryValues) => Promise<InquiryOutcome>;
}

/** Trade number, amount and captcha. */
export function InquiryForm({ captchaSrc, onReloadCaptcha, onSubmit }: InquiryFormProps) {
  const submit = async (values: InquiryValues, helpers: FormikHelpers<InquiryValues>) => {
    helpers.setStatus(null);
    const outcome = await onSubmit(values);
    // Every attempt spends the captcha.
    await helpers.setFieldValue('captcha', '', false);
    if (outcome.ok) return;
    helpers.setErrors(outcome.fieldErrors);
    helpers.setStatus(outcome.formError);
  };
  return (
    <Formik initialValues={INQUIRY_INITIAL} validationSchema={inquirySchema} onSubmit={submit}>
      {(form) => {
        const error = (name: keyof InquiryValues) =>
          form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
        const field = (
          name: keyof InquiryValues,
          extra: { inputMode?: 'numeric'; maxLength?: number; upper?: boolean } = {},
        ) => (
          <Field.Root invalid={Boolean(error(name))} required flex="1">
            <Field.Label>{LABELS[name]}</Field.Label>
            <Input
              name={name}
              value={form.values[name]}
              inputMode={extra.inputMode}
              maxLength={extra.maxLength}
              autoComplete="off"
              onChange={(e: ChangeEvent<HTMLInputElement>) =>
                void form.setFieldValue(name, extra.upper ? e.target.value.toUpperCase() : e.target.value)
              }
              onBlur={form.handleBlur}
            />
            {error(name) ? <Field.ErrorText>{error(name)}</Field.ErrorText> : null}
          </Field.Root>
        );
        return (
          <Form noValidate aria-label="交易查詢">
            <Stack gap="4">
              {typeof form.status === 'string' ? (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{form.status}</Alert.Title>
                </Alert.Root>
              ) : null}
              {field('tradeNo', { inputMode: 'numeric', maxLength: 20 })}
              {field('amount', { inputMode: 'numeric', maxLength: 9 })}
              <HStack align="flex-start" gap="3">
                {field('captcha', { maxLength: 5, upper: true })}
                <HStack pt="6">
                  <CaptchaImage src={captchaSrc} onReload={onReloadCaptcha} />
                </HStack>
              </HStack>
              <SubmitButton>查詢</SubmitButton>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
