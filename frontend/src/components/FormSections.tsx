import { Grid, Heading } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { Checkbox } from './chakra/checkbox';
import { Switch } from './chakra/switch';
import { SelectField } from './FormFields';

/** A titled part of a long form; with `columns`, its fields sit two to a row from the md breakpoint. */
export function FormSection({
  title,
  columns = false,
  children,
}: {
  title: string;
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {columns ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {children}
        </Grid>
      ) : (
        children
      )}
    </>
  );
}

/** One of the member's shops, as the forms that sell under a shop receive them. */
export interface ShopChoice {
  id: number;
  name: string;
}

/** The values a new shop-scoped form starts from: the member's only shop is chosen for them. */
export function withDefaultShop<V extends { merchantId: string }>(empty: V, shops: readonly ShopChoice[]): V {
  return { ...empty, merchantId: shops.length === 1 ? String(shops[0]?.id ?? '') : '' };
}

/** The shop a form's `merchantId` names, with whatever the caller's shop list carries (its PaymentSwitch…). */
export function chosenShop<S extends ShopChoice>(shops: readonly S[], merchantId: string): S | undefined {
  return shops.find((s) => String(s.id) === merchantId);
}

/** The picker's words: what the shop is called in this form, and the prompt before one is chosen. */
export interface ShopPickerText {
  merchant: string;
  merchantPlaceholder: string;
}

/** The required shop picker of the forms that sell under one of the member's shops (links, stores, plans). */
export function ShopSelectField<V extends { merchantId: string }>({
  form,
  shops,
  text,
}: {
  form: FormikProps<V>;
  shops: readonly ShopChoice[];
  text: ShopPickerText;
}) {
  return (
    <SelectField
      form={form}
      name="merchantId"
      label={text.merchant}
      placeholder={text.merchantPlaceholder}
      required
      options={shops.map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}

/** A form's first section when what it makes sells under a shop: the shop picker, then the section's own fields. */
export function ShopSection<V extends { merchantId: string }>({
  form,
  shops,
  title,
  text,
  children,
}: {
  form: FormikProps<V>;
  shops: readonly ShopChoice[];
  title: string;
  text: ShopPickerText;
  children: ReactNode;
}) {
  return (
    <FormSection title={title} columns>
      <ShopSelectField form={form} shops={shops} text={text} />
      {children}
    </FormSection>
  );
}

type BooleanKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/** A yes/no field of the form: a checkbox, or a switch for "open / enabled" states that take effect at once. */
export function BooleanField<V extends object>({
  form,
  name,
  label,
  variant = 'checkbox',
}: {
  form: FormikProps<V>;
  name: BooleanKey<V>;
  label: string;
  variant?: 'checkbox' | 'switch';
}) {
  const checked = form.values[name] === true;
  const set = (value: boolean) => void form.setFieldValue(name, value);
  if (variant === 'switch') {
    return (
      <Switch.Root checked={checked} onCheckedChange={(e) => set(e.checked)} colorPalette="primary">
        <Switch.HiddenInput name={name} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    );
  }
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => set(e.checked === true)}>
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
