import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { Button, Grid, HStack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { SelectField, TextField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import { orderFilterSchema, type OrderFilterValues } from '../order-filter.schema';
import { ORDER_TEXT, SHOP_TEXT } from '../text';

/** Store, status, a date range (Taiwan days) and a keyword (order number, buyer name, email or mobile). */
export function OrderFilters({
  data,
  onSubmit,
}: {
  data: { values: OrderFilterValues; stores: { id: number; name: string }[] };
  onSubmit: (values: OrderFilterValues) => void;
}) {
  return (
    <Formik initialValues={data.values} validationSchema={orderFilterSchema} onSubmit={onSubmit}>
      {(form) => (
        <Form noValidate aria-label={ORDER_TEXT.filters}>
          <Grid
            templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }}
            gap="3"
            bg="bg"
            p="4"
            borderWidth="1px"
            borderRadius="lg"
          >
            <SelectField
              form={form}
              name="storeId"
              label={ORDER_TEXT.store}
              options={[
                { value: '', label: SHOP_TEXT.all },
                ...data.stores.map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
            <SelectField
              form={form}
              name="status"
              label={ORDER_TEXT.status}
              options={[{ value: '', label: SHOP_TEXT.all }, ...codeOptions(ORDER_STATUS_LIST)]}
            />
            <TextField form={form} name="keyword" label={ORDER_TEXT.keyword} placeholder={ORDER_TEXT.keywordHelp} />
            <TextField form={form} name="from" label={ORDER_TEXT.from} type="date" />
            <TextField form={form} name="to" label={ORDER_TEXT.to} type="date" />
            <HStack justify="flex-end" alignSelf="end">
              <Button type="submit" colorPalette="primary">
                {ORDER_TEXT.search}
              </Button>
            </HStack>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}
