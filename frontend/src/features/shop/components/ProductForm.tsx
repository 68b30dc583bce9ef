import { HStack, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { CheckboxGroupField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { BooleanField, FormSection } from '../../../components/FormSections';
import type { ServerError } from '../../../lib/form-errors';
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

/** What unpaid orders hold and what has sold, beside the stock they come out of. */
function StockCounters({ reserved, sold }: { reserved: number; sold: number }) {
  return (
    <HStack gap="6" alignSelf="center" data-testid="product-counters">
      {[
        [PRODUCT_TEXT.reserved, reserved],
        [PRODUCT_TEXT.sold, sold],
      ].map(([label, count]) => (
        <Stack key={label} gap="0">
          <Text color="fg.muted" fontSize="sm">
            {label}
          </Text>
          <Text fontVariantNumeric="tabular-nums">{count}</Text>
        </Stack>
      ))}
    </HStack>
  );
}

/** A product: name, price, description, stock (with its reserved and sold counters), limits, listing, stores. */
export function ProductForm({ data, readOnly = false, disabled = false, onSubmit }: ProductFormProps) {
  return (
    <ServerForm
      initialValues={data.initial ?? EMPTY_PRODUCT}
      validationSchema={productSchema(data.counters?.reserved ?? 0)}
      fields={PRODUCT_FIELDS}
      label={PRODUCT_TEXT.sectionBasic}
      onSubmit={onSubmit}
      readOnly={readOnly}
    >
      {(form) => (
        <>
          {readOnly ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{PRODUCT_TEXT.readOnly}</Alert.Title>
            </Alert.Root>
          ) : null}
          <FormSection title={PRODUCT_TEXT.sectionBasic} columns>
            <TextField form={form} name="name" label={PRODUCT_TEXT.name} required />
            <TextField form={form} name="price" label={PRODUCT_TEXT.price} inputMode="numeric" required />
          </FormSection>
          <TextField form={form} name="description" label={PRODUCT_TEXT.description} multiline rows={4} />
          <FormSection title={PRODUCT_TEXT.sectionStock} columns>
            <TextField
              form={form}
              name="stock"
              label={PRODUCT_TEXT.stock}
              helper={PRODUCT_TEXT.stockHelp}
              inputMode="numeric"
              required
            />
            {data.counters ? <StockCounters {...data.counters} /> : null}
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
          </FormSection>
          <BooleanField form={form} name="listed" label={PRODUCT_TEXT.listed} />
          <FormSection title={PRODUCT_TEXT.sectionStores}>
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
          </FormSection>
          {readOnly ? null : (
            <SubmitButton alignSelf="flex-start" disabled={disabled}>
              {SHOP_TEXT.save}
            </SubmitButton>
          )}
        </>
      )}
    </ServerForm>
  );
}
