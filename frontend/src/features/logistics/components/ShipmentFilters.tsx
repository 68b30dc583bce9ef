import { Button, Grid, HStack } from '@chakra-ui/react';
import { SHIPMENT_STATUS_LIST, SHIPPING_SERVICE_LABELS } from '@paydesk/shared/shipment-statuses';
import { Form, Formik } from 'formik';
import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import { LOGISTICS_TEXT, SHIPMENT_TEXT as T } from '../text';

export interface ShipmentFilterValues {
  /** ShipmentStatus key or empty. */
  status: string;
  service: string;
  /** YYYY-MM-DD (Taiwan) or empty. */
  from: string;
  to: string;
}

/** The parcel desk's filter bar: status, service and a creation date range. */
export function ShipmentFilters({
  value,
  reset,
  onChange,
}: {
  value: ShipmentFilterValues;
  reset: ShipmentFilterValues;
  onChange: (next: ShipmentFilterValues) => void;
}) {
  return (
    <Formik initialValues={value} onSubmit={onChange} enableReinitialize>
      {(form) => (
        <Form noValidate aria-label={T.search}>
          <Grid templateColumns={{ base: '1fr 1fr', md: '1fr 1fr 1fr 1fr auto' }} gap="3" alignItems="end">
            <SelectField
              form={form}
              name="status"
              label={T.filterStatus}
              placeholder={LOGISTICS_TEXT.all}
              options={codeOptions(SHIPMENT_STATUS_LIST)}
            />
            <SelectField
              form={form}
              name="service"
              label={T.filterService}
              placeholder={LOGISTICS_TEXT.all}
              options={Object.entries(SHIPPING_SERVICE_LABELS).map(([v, label]) => ({ value: v, label }))}
            />
            <TextField form={form} name="from" label={T.filterFrom} type="date" />
            <TextField form={form} name="to" label={T.filterTo} type="date" />
            <HStack gridColumn={{ base: 'span 2', md: 'auto' }}>
              <SubmitButton>{T.search}</SubmitButton>
              <Button
                variant="ghost"
                onClick={() => {
                  form.resetForm({ values: reset });
                  onChange(reset);
                }}
              >
                {T.reset}
              </Button>
            </HStack>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}
