import { HStack } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { CAPTCHA_LENGTH } from '@paydesk/shared/validation-rules';
import { CaptchaImage } from './CaptchaImage';
import { TextField } from './FormFields';

/** The image code of SPEC §5 forms: a `captcha` field typed in any case, beside its image (click for another). */
export function CaptchaField<V extends { captcha: string }>({
  form,
  label,
  src,
  onReload,
  placeholder,
  length = CAPTCHA_LENGTH,
}: {
  form: FormikProps<V>;
  label: string;
  src: string;
  onReload: () => void;
  placeholder?: string;
  length?: number;
}) {
  return (
    <HStack align="flex-start" gap="3">
      <TextField
        required
        form={form}
        name={'captcha' as keyof V & string}
        label={label}
        placeholder={placeholder}
        maxLength={length}
        autoComplete="off"
        upperCase
      />
      <HStack pt="6">
        <CaptchaImage src={src} onReload={onReload} />
      </HStack>
    </HStack>
  );
}
