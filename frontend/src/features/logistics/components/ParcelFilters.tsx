import { FilterBar } from '../../../components/FilterBar';
import { TextField } from '../../../components/FormFields';
import { PARCEL_LIST_TEXT as L } from '../text';
import { StatusServiceFields } from './StatusServiceFields';

export interface ParcelFilterValues {
  /** ShipmentStatus key or empty. */
  status: string;
  service: string;
  /** SPEC §5 logistics number (checked before it is sent). */
  logisticsNo: string;
}

/** 物流明細's filter bar: status, service and a logistics number. */
export function ParcelFilters({
  value,
  reset,
  onChange,
}: {
  value: ParcelFilterValues;
  reset: ParcelFilterValues;
  onChange: (next: ParcelFilterValues) => void;
}) {
  return (
    <FilterBar value={value} reset={reset} onChange={onChange} columns={{ base: '1fr', md: '1fr 1fr 1fr auto' }}>
      {(form) => (
        <>
          <StatusServiceFields form={form} />
          <TextField form={form} name="logisticsNo" label={L.filterLogisticsNo} maxLength={20} />
        </>
      )}
    </FilterBar>
  );
}
