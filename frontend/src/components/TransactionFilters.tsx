import { buildPayTypeList } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { Button, Grid, HStack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { filterSchema, type FilterValues } from '../lib/transaction-filter.schema';
import { SelectField, TextField } from './FormFields';
import { codeOptions } from '../lib/code-options';
import { useReference } from '../lib/useReference';
import { COMPONENT_TEXT } from './text';

const TX_TEXT = COMPONENT_TEXT.txFilter;

/** Date range (earliest 2022-08-01), status, pay type, trade number and merchant order number. */
export function TransactionFilters({
  data,
  onSubmit,
  exportHref,
}: {
  data: FilterValues;
  onSubmit: (v: FilterValues) => void;
  exportHref: string;
}) {
  // SPEC §3: the configured list (groups plus fixed extras) from the gateway; the default configuration's until it loads.
  const { reference } = useReference();
  const payTypes = reference?.paymentTypes ?? buildPayTypeList().map((t) => ({ name: t.key, label: t.label }));
  const payTypeOptions = payTypes.map((t) => ({ value: t.name, label: t.label }));
  return (
    <Formik initialValues={data} validationSchema={filterSchema} onSubmit={onSubmit}>
      {(form) => (
        <Form noValidate aria-label={TX_TEXT.search}>
          <Grid
            templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
            gap="3"
            bg="bg"
            p="4"
            borderWidth="1px"
            borderRadius="lg"
          >
            <TextField form={form} name="from" label={TX_TEXT.from} type="date" />
            <TextField form={form} name="to" label={TX_TEXT.to} type="date" />
            <SelectField
              form={form}
              name="status"
              label={TX_TEXT.status}
              options={[{ value: '', label: TX_TEXT.all }, ...codeOptions(TRANSACTION_STATUS_LIST)]}
            />
            <SelectField
              form={form}
              name="payType"
              label={TX_TEXT.payType}
              options={[{ value: '', label: TX_TEXT.all }, ...payTypeOptions]}
            />
            <TextField
              form={form}
              name="search"
              label={TX_TEXT.keyword}
              placeholder={TX_TEXT.keywordHint}
              type="search"
            />
            <TextField form={form} name="tradeNo" label={TX_TEXT.tradeNo} inputMode="numeric" />
            <TextField form={form} name="merchantOrderNo" label={TX_TEXT.merchantOrderNo} />
            <HStack gridColumn={{ md: 'span 3' }} justify="flex-end">
              <Button asChild variant="outline">
                <a href={exportHref}>{TX_TEXT.exportCsv}</a>
              </Button>
              <Button type="submit" colorPalette="primary">
                {TX_TEXT.search}
              </Button>
            </HStack>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}
