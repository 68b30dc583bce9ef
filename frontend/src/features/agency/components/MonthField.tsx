import { Input } from '../../../components/chakra/input';
import { Field } from '../../../components/chakra/field';
import { AGENCY_TEXT } from '../text';

/** A YYYY-MM picker (the browser's month input); an empty or partial value is ignored. */
export function MonthField({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <Field.Root maxW="48">
      <Field.Label>{AGENCY_TEXT.share.month}</Field.Label>
      <Input
        type="month"
        name="month"
        aria-label={AGENCY_TEXT.share.month}
        value={value}
        min="2022-08"
        onChange={(e) => {
          if (/^\d{4}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
        }}
      />
    </Field.Root>
  );
}
