import { Field, Input } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';

export interface FormTextFieldProps<V> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  upperCase?: boolean;
  required?: boolean;
  helperText?: string;
}

/** A labelled Formik text input; shows the Yup or server message once touched or submitted. */
export function FormTextField<V>({
  form,
  name,
  label,
  placeholder,
  type = 'text',
  autoComplete,
  maxLength,
  upperCase = false,
  required = true,
  helperText,
}: FormTextFieldProps<V>) {
  const touched = Boolean((form.touched as Record<string, unknown>)[name]);
  const raw = (form.errors as Record<string, unknown>)[name];
  const error = (touched || form.submitCount > 0) && typeof raw === 'string' ? raw : undefined;
  const value = (form.values as Record<string, unknown>)[name];
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void form.setFieldValue(name, upperCase ? event.target.value.toUpperCase() : event.target.value);
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required} flex="1">
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        onChange={onChange}
        onBlur={form.handleBlur}
      />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
