import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { Button, Grid, HStack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { SelectField, TextField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import { TX_TEXT } from '../text';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';

export interface FilterValues {
  from: string;
  to: string;
  status: string;
  payType: string;
  tradeNo: string;
  merchantOrderNo: string;
}

export const EARLIEST = '2022-08-01';

const schema = yup.object({
  from: yup
    .string()
    .required('請選擇起始日期')
    .test('earliest', '查詢日期最早為 2022/08/01', (v) => !v || v >= EARLIEST),
  to: yup
    .string()
    .required('請選擇結束日期')
    .test('order', '起始日期不可晚於結束日期', function order(v) {
      return !v || v >= (this.parent as FilterValues).from;
    }),
  // The SPEC §5 rules from the shared module, as the gateway checks them too.
  tradeNo: yup
    .string()
    .trim()
    .matches(VALIDATION_PATTERNS.tradeNo, { message: VALIDATION_MESSAGES.tradeNo, excludeEmptyString: true }),
  merchantOrderNo: yup.string().trim().matches(VALIDATION_PATTERNS.merchantOrderNo, {
    message: VALIDATION_MESSAGES.merchantOrderNo,
    excludeEmptyString: true,
  }),
});

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
  return (
    <Formik initialValues={data} validationSchema={schema} onSubmit={onSubmit}>
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
              options={[{ value: '', label: TX_TEXT.all }, ...codeOptions(PAY_TYPE_LIST)]}
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
