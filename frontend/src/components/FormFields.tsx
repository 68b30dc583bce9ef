import { Button, HStack } from '@chakra-ui/react';
import { Input } from './chakra/input';
import { Textarea } from './chakra/textarea';
import { Checkbox } from './chakra/checkbox';
import { Field } from './chakra/field';
import { Fieldset } from './chakra/fieldset';
import { NativeSelect } from './chakra/native-select';
import { FormikContext, getIn, useFormikContext, type FormikProps } from 'formik';
import { useContext, useEffect, useRef, type ChangeEvent, type ComponentProps } from 'react';
import { reportInvalidForm } from '../lib/form-errors';
import { applyMask } from '../lib/input-mask';

/** Formik-bound inputs shared by the money-flow forms; errors show once touched or after a submit. */
type Values = object;

/** A field of the form's values: a top-level key, or a path into a list ('owners.0.name'). */
type FieldName<V> = (keyof V & string) | `${keyof V & string}.${string}`;

const valueOf = <V extends Values>(form: FormikProps<V>, name: FieldName<V>): unknown => getIn(form.values, name);

function errorOf<V extends Values>(form: FormikProps<V>, name: FieldName<V>): string | undefined {
  const error: unknown = getIn(form.errors, name);
  const touched: unknown = getIn(form.touched, name);
  return (touched || form.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

interface TextProps<V extends Values> {
  form: FormikProps<V>;
  name: FieldName<V>;
  label: string;
  helper?: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Captcha codes and IDs: typed in any case, kept upper-case. */
  upperCase?: boolean;
  /** Lines of a multiline field. */
  rows?: number;
  /** HTML or code is easier to edit in a fixed-width face. */
  monospace?: boolean;
  /** Values offered as the user types (a native, searchable list: typing a name or a code narrows it). */
  suggestions?: readonly { value: string; label: string }[];
  /** A SPEC §5 input mask (`lib/input-mask.ts`): what the field cannot take is dropped as it is typed. */
  mask?: string;
}

export function TextField<V extends Values>({
  form,
  name,
  label,
  helper,
  type = 'text',
  inputMode,
  required = false,
  multiline = false,
  placeholder,
  autoComplete,
  maxLength,
  upperCase = false,
  rows = 3,
  monospace = false,
  suggestions,
  mask,
}: TextProps<V>) {
  const listId = suggestions ? `${String(name).replace(/\W/g, '-')}-suggestions` : undefined;
  const error = errorOf(form, name);
  const common = {
    name,
    value: String(valueOf(form, name) ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const typed = upperCase ? event.target.value.toUpperCase() : event.target.value;
      void form.setFieldValue(name, mask ? applyMask(mask, typed) : typed);
    },
    onBlur: form.handleBlur,
    placeholder,
    autoComplete,
    maxLength,
    'aria-label': label,
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea {...common} rows={rows} fontFamily={monospace ? 'mono' : undefined} />
      ) : (
        <Input {...common} type={type} inputMode={inputMode} list={listId} />
      )}
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s.value} value={s.value} label={s.label} />
          ))}
        </datalist>
      ) : null}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface SelectProps<V extends Values> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
}

export function SelectField<V extends Values>({
  form,
  name,
  label,
  options,
  placeholder,
  required = false,
}: SelectProps<V>) {
  const error = errorOf(form, name);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={String(valueOf(form, name) ?? '')}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-label={label}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface ChecksProps<V extends Values> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  options: { value: string; label: string }[];
}

export function CheckboxGroupField<V extends Values>({ form, name, label, options }: ChecksProps<V>) {
  const error = errorOf(form, name);
  const selected = (valueOf(form, name) as string[] | undefined) ?? [];
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...selected, value] : selected.filter((v) => v !== value);
    void form.setFieldValue(name, next);
  };
  // A fieldset, not a Field: inside Field.Root every checkbox would take the field's one id and its label, so all
  // of them would be named after the group.
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      <HStack wrap="wrap" gap="4">
        {options.map((o) => (
          <Checkbox.Root
            key={o.value}
            checked={selected.includes(o.value)}
            onCheckedChange={(e) => toggle(o.value, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/** SPEC §5: a submit that fails validation shows an error toast and scrolls to the top. */
export function InvalidSubmitNotice({ message }: { message?: string }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  // Only a finished submit attempt may toast, once, not later edits that change validity.
  const toastedFor = useRef(0);
  useEffect(() => {
    if (submitCount > toastedFor.current && !isSubmitting) {
      toastedFor.current = submitCount;
      if (!isValid) reportInvalidForm(message);
    }
  }, [submitCount, isSubmitting, isValid, message]);
  return null;
}

/**
 * A form's submit button: busy and disabled while Formik submits (a second click never sends twice); `disabled`
 * adds the form's own reasons (nothing changed, another action running).
 */
export function SubmitButton({
  form,
  disabled = false,
  children,
  ...rest
}: Omit<ComponentProps<typeof Button>, 'type' | 'loading' | 'form'> & { form?: { isSubmitting: boolean } }) {
  // Inside <Formik> the context knows; a form built with useFormik passes itself.
  const context = useContext(FormikContext) as { isSubmitting: boolean } | undefined;
  const isSubmitting = form?.isSubmitting ?? context?.isSubmitting ?? false;
  return (
    <Button type="submit" colorPalette="primary" loading={isSubmitting} disabled={isSubmitting || disabled} {...rest}>
      {children}
    </Button>
  );
}
