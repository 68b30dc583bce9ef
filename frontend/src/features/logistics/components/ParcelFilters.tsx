import { SHIPMENT_STATUS_LIST, SHIPPING_SERVICE_LABELS } from '@paydesk/shared/shipment-statuses';
import { FilterBar } from '../../../components/FilterBar';
import { SelectField, TextField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import { LOGISTICS_TEXT, PARCEL_LIST_TEXT as L, SHIPMENT_TEXT as T } from '../text';

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
          <TextField form={form} name="logisticsNo" label={L.filterLogisticsNo} maxLength={20} />
        </>
      )}
    </FilterBar>
  );
}
