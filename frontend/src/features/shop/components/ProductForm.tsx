import { Alert, Checkbox, Fieldset, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { CheckboxGroupField, InvalidSubmitNotice, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { EMPTY_PRODUCT, PRODUCT_FIELDS, productSchema, type ProductValues } from '../product.schema';
import { PRODUCT_TEXT, SHOP_TEXT } from '../text';

export interface ProductFormProps {
  data: {
    /** The member's stores, for the stores the product sells in. */
    stores: { id: number; name: string }[];
    initial?: ProductValues;
    /** A saved product's counters: what unpaid orders hold and what has sold. */
    counters?: { reserved: number; sold: number };
  };
  /** The `view` mode: every field shown, nothing editable, no save. */
  readOnly?: boolean;
  disabled?: boolean;
  onSubmit: (values: ProductValues) => Promise<readonly ServerError[]>;
}

/** A product: name, price, description, stock (with its reserved and sold counters), limits, listing, stores. */
export function ProductForm({ data, readOnly = false, disabled = false, onSubmit }: ProductFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const reserved = data.counters?.reserved ?? 0;
  const submit = async (values: ProductValues, helpers: FormikHelpers<ProductValues>) => {
    setFormError(null);
    const errors = await onSubmit(values);
    setFormError(applyServerErrors<ProductValues>(errors, helpers.setErrors, PRODUCT_FIELDS));
  };
  return (
    <Formik initialValues={data.initial ?? EMPTY_PRODUCT} validationSchema={productSchema(reserved)} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={PRODUCT_TEXT.sectionBasic}>
          <InvalidSubmitNotice />
          {/* A disabled fieldset makes every input of the view mode read-only in one place. */}
          <Fieldset.Root disabled={readOnly}>
            <Stack gap="6" maxW="3xl">
              {readOnly ? (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{PRODUCT_TEXT.readOnly}</Alert.Title>
                </Alert.Root>
              ) : null}
              <FormErrorAlert message={formError} />
              <Heading as="h2" size="md">
                {PRODUCT_TEXT.sectionBasic}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <TextField form={form} name="name" label={PRODUCT_TEXT.name} required />
                <TextField form={form} name="price" label={PRODUCT_TEXT.price} inputMode="numeric" required />
              </Grid>
              <TextField form={form} name="description" label={PRODUCT_TEXT.description} multiline rows={4} />
              <Heading as="h2" size="md">
                {PRODUCT_TEXT.sectionStock}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <TextField
                  form={form}
                  name="stock"
                  label={PRODUCT_TEXT.stock}
                  helper={PRODUCT_TEXT.stockHelp}
                  inputMode="numeric"
                  required
                />
                {data.counters ? (
                  <HStack gap="6" alignSelf="center" data-testid="product-counters">
                    <Stack gap="0">
                      <Text color="fg.muted" fontSize="sm">
                        {PRODUCT_TEXT.reserved}
                      </Text>
                      <Text fontVariantNumeric="tabular-nums">{data.counters.reserved}</Text>
                    </Stack>
                    <Stack gap="0">
                      <Text color="fg.muted" fontSize="sm">
                        {PRODUCT_TEXT.sold}
                      </Text>
                      <Text fontVariantNumeric="tabular-nums">{data.counters.sold}</Text>
                    </Stack>
                  </HStack>
                ) : null}
                <TextField
                  form={form}
                  name="perOrderLimit"
                  label={PRODUCT_TEXT.perOrderLimit}
                  helper={PRODUCT_TEXT.perOrderHelp}
                  inputMode="numeric"
                />
                <TextField
                  form={form}
                  name="sortOrder"
                  label={PRODUCT_TEXT.sortOrder}
                  helper={PRODUCT_TEXT.sortOrderHelp}
                  inputMode="numeric"
                />
              </Grid>
              <Checkbox.Root
                checked={form.values.listed}
                onCheckedChange={(e) => void form.setFieldValue('listed', e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{PRODUCT_TEXT.listed}</Checkbox.Label>
              </Checkbox.Root>
              <Heading as="h2" size="md">
                {PRODUCT_TEXT.sectionStores}
              </Heading>
              {data.stores.length ? (
                <CheckboxGroupField
                  form={form}
                  name="storeIds"
                  label={PRODUCT_TEXT.stores}
                  options={data.stores.map((s) => ({ value: String(s.id), label: s.name }))}
                />
              ) : (
                <Text color="fg.muted">{PRODUCT_TEXT.noStores}</Text>
              )}
              {readOnly ? null : (
                <SubmitButton alignSelf="flex-start" disabled={disabled}>
                  {SHOP_TEXT.save}
                </SubmitButton>
              )}
            </Stack>
          </Fieldset.Root>
        </Form>
      )}
    </Formik>
  );
}
