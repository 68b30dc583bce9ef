import { SubmitButton, TextField } from '../../../components/FormFields';
import { CaptchaField } from '../../../components/CaptchaField';
import { FormErrorAlert } from '../../../components/LoadState';
import type { SubmitOutcome } from '../../../lib/form-errors';
import { Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { INQUIRY_INITIAL, inquirySchema, type InquiryValues } from '../inquiry.schema';

export type InquiryOutcome = SubmitOutcome<InquiryValues>;

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
      {(form) => (
        <Form noValidate aria-label="交易查詢">
          <Stack gap="4">
            <FormErrorAlert message={typeof form.status === 'string' ? form.status : null} />
            <TextField
              required
              form={form}
              name="tradeNo"
              label={LABELS.tradeNo}
              inputMode="numeric"
              maxLength={20}
              autoComplete="off"
            />
            <TextField
              required
              form={form}
              name="amount"
              label={LABELS.amount}
              inputMode="numeric"
              maxLength={9}
              autoComplete="off"
            />
            <CaptchaField form={form} label={LABELS.captcha} src={captchaSrc} onReload={onReloadCaptcha} />
            <SubmitButton>查詢</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
