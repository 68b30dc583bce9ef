import { SUBSCRIPTION_STATUS_LIST } from '@paydesk/shared/period-rules';
import { FilterBar } from '../../../components/FilterBar';
import { SelectField, TextField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import { SUBSCRIPTION_TEXT as T } from '../text';

export interface SubscriptionFilterValues {
  planId: string;
  /** SubscriptionStatus key or empty. */
  status: string;
  keyword: string;
}

export const NO_FILTER: SubscriptionFilterValues = { planId: '', status: '', keyword: '' };

/** The order desk's filter bar: plan, status and a keyword (number, name, email or mobile). */
export function SubscriptionFilters({
  plans,
  value,
  onChange,
}: {
  plans: readonly { id: number; title: string }[];
  value: SubscriptionFilterValues;
  onChange: (next: SubscriptionFilterValues) => void;
}) {
  return (
    <FilterBar
      value={value}
      reset={NO_FILTER}
      onChange={(v) => onChange({ ...v, keyword: v.keyword.trim() })}
      columns={{ base: '1fr', md: '1fr 1fr 2fr auto' }}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="planId"
            label={T.filterPlan}
            placeholder={T.all}
            options={plans.map((p) => ({ value: String(p.id), label: p.title }))}
          />
          <SelectField
            form={form}
            name="status"
            label={T.filterStatus}
            placeholder={T.all}
            options={codeOptions(SUBSCRIPTION_STATUS_LIST)}
          />
          <TextField form={form} name="keyword" label={T.filterKeyword} placeholder={T.keywordPlaceholder} />
        </>
      )}
    </FilterBar>
  );
}
