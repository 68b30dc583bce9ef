import { getIn, type FormikProps } from 'formik';
import { bankName, TAIWAN_BANKS } from '@paydesk/shared/taiwan-banks';
import { TextField } from './FormFields';
import { COMPONENT_TEXT as T } from './text';

/**
 * Every bank, credit cooperative and farmers' or fishermen's association, from the one shared list, offered as the
 * code or a name is typed (a native searchable list: "玉山" or "808" both find 808); the helper names the
 * institution of the typed code. The completion form and 提領設定 both use it, so the account given at completion
 * and the withdrawal account are picked the same way.
 */
const SUGGESTIONS = TAIWAN_BANKS.map((b) => ({ value: b.code, label: `${b.code} ${b.name}` }));

export function BankCodeField<V extends object>({
  form,
  name,
  label,
  required = false,
}: {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
}) {
  const code = String(getIn(form.values, name) ?? '').trim();
  const helper = code.length === 3 ? (bankName(code) ?? T.bankUnknown) : T.bankCodeHint;
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      helper={helper}
      suggestions={SUGGESTIONS}
      autoComplete="off"
      required={required}
    />
  );
}
