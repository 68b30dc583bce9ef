import { Stack } from '@chakra-ui/react';
import { Field } from '../../../components/chakra/field';
import { RadioGroup } from '../../../components/chakra/radio-group';
import { getIn, type FormikProps } from 'formik';

interface RadioChoiceFieldProps<V extends object> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
}

/** A Formik-bound radio group (few choices, all visible), with the kit's error display rule. */
export function RadioChoiceField<V extends object>({
  form,
  name,
  label,
  options,
  required = false,
}: RadioChoiceFieldProps<V>) {
  const error: unknown = getIn(form.errors, name);
  const shown = (getIn(form.touched, name) || form.submitCount > 0) && typeof error === 'string' ? error : null;
  return (
    <Field.Root invalid={Boolean(shown)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <RadioGroup.Root
        name={name}
        value={String(getIn(form.values, name) ?? '')}
        onValueChange={(e) => void form.setFieldValue(name, e.value ?? '')}
        aria-label={label}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 2, sm: 6 }}>
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : null}
    </Field.Root>
  );
}
