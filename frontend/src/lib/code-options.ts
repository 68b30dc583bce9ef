import type { CodeEntry } from '@paydesk/shared/code-list';

/**
 * Select/checkbox options from a shared code list: the contract's enum key as the value, the one zh-TW label.
 * `keys` keeps only (and orders by) the listed keys, e.g. the pay types a shop's switch allows.
 */
export function codeOptions<E extends CodeEntry>(
  list: { readonly entries: readonly E[] },
  keys?: readonly string[],
): { value: E['key']; label: string }[] {
  const entries = keys ? keys.flatMap((k) => list.entries.filter((e) => e.key === k)) : list.entries;
  return entries.map((e) => ({ value: e.key, label: e.label }));
}
