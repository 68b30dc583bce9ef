import { SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import type { SubmitOutcome } from '../../../lib/form-errors';
import { INQUIRY_FIELDS, INQUIRY_INITIAL, inquirySchema, type InquiryValues } from '../inquiry.schema';
import { INQUIRY_TEXT as T } from '../text';

export type InquiryOutcome = SubmitOutcome<InquiryValues>;

export interface InquiryFormProps {
  captchaSrc: string;
  onReloadCaptcha: () => void;
  onSubmit: (values: InquiryValues) => Promise<InquiryOutcome>;
}

/** Trade number, amount and captcha. */
export function InquiryForm({ captchaSrc, onReloadCaptcha, onSubmit }: InquiryFormProps) {
  return (
    <ServerForm<InquiryValues>
      initialValues={INQUIRY_INITIAL}
      validationSchema={inquirySchema}
      fields={INQUIRY_FIELDS}
      label={T.title}
      onSubmit={onSubmit}
      captcha={{ label: T.captcha, src: captchaSrc, onReload: onReloadCaptcha }}
      notifyInvalid={false}
      maxW="none"
      gap="4"
    >
      {(form, parts) => (
        <>
          <TextField
            required
            form={form}
            name="tradeNo"
            label={T.tradeNo}
            inputMode="numeric"
            maxLength={20}
            autoComplete="off"
          />
          <TextField
            required
            form={form}
            name="amount"
            label={T.amount}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
          />
          {parts.captcha}
          <SubmitButton>{T.submit}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
