import { HStack, Stack } from '@chakra-ui/react';
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
  stacked = false,
}: {
  form: FormikProps<V>;
  label: string;
  src: string;
  onReload: () => void;
  placeholder?: string;
  length?: number;
  /** The image under the field instead of beside it. */
  stacked?: boolean;
}) {
  const field = (
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
  );
  const image = <CaptchaImage src={src} onReload={onReload} />;
  if (stacked) {
    return (
      <Stack gap="2">
        {field}
        {image}
      </Stack>
    );
  }
  return (
    <HStack align="flex-start" gap="3">
      {field}
      <HStack pt="6">{image}</HStack>
    </HStack>
  );
}
