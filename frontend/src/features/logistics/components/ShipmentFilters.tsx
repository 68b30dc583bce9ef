import { SHIPMENT_STATUS_LIST, SHIPPING_SERVICE_LABELS } from '@paydesk/shared/shipment-statuses';
import { FilterBar } from '../../../components/FilterBar';
import { SelectField, TextField } from '../../../components/FormFields';
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
    <FilterBar
      value={value}
      reset={reset}
      onChange={onChange}
      columns={{ base: '1fr 1fr', md: '1fr 1fr 1fr 1fr auto' }}
    >
      {(form) => (
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
            options={Object.entries(SHIPPING_SERVICE_LABELS).map(([v, label]) => ({ value: v, label }))}
          />
          <TextField form={form} name="from" label={T.filterFrom} type="date" />
          <TextField form={form} name="to" label={T.filterTo} type="date" />
        </>
      )}
    </FilterBar>
  );
}
