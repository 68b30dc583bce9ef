import type { FormikProps } from 'formik';
import { SHIPMENT_STATUS_LIST, SHIPPING_SERVICE_LABELS } from '@paydesk/shared/shipment-statuses';
import { SelectField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import { LOGISTICS_TEXT, SHIPMENT_TEXT as T } from '../text';

const SERVICE_OPTIONS = Object.entries(SHIPPING_SERVICE_LABELS).map(([value, label]) => ({ value, label }));

/** The status and service pickers every parcel filter bar starts with, so both lists filter in the same words. */
export function StatusServiceFields<V extends { status: string; service: string }>({ form }: { form: FormikProps<V> }) {
  return (
    <>
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
        options={SERVICE_OPTIONS}
      />
    </>
  );
}
