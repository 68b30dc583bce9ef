import { FilterBar } from '../../../components/FilterBar';
import { TextField } from '../../../components/FormFields';
import { SHIPMENT_TEXT as T } from '../text';
import { StatusServiceFields } from './StatusServiceFields';

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
          <StatusServiceFields form={form} />
          <TextField form={form} name="from" label={T.filterFrom} type="date" />
          <TextField form={form} name="to" label={T.filterTo} type="date" />
        </>
      )}
    </FilterBar>
  );
}
