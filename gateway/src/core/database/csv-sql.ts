import { escapeLiteral } from 'pg';
import { FORMULA_LEADS, neutralised } from '../http/csv';

/**
 * SQL twins of the CSV cell rules in core/http/csv.ts, for exports PostgreSQL writes itself with
 * `COPY … (FORMAT csv, FORCE_QUOTE *)`: COPY quotes every cell and doubles quotes; these add what csvCell adds on
 * top. Both read the same constants, and transaction-csv.e2e.test.ts compares their output byte for byte.
 */

/** A text literal as it must appear in the file (formula-neutralised), for labels taken from the shared lists. */
export const csvLabelSql = (label: string): string => escapeLiteral(neutralised(label));

/** csvCell on text: a leading = + - @ gets an apostrophe. NULL would leave the cell unquoted, so it reads ''. */
export function csvTextSql(expr: string): string {
  const leads = FORMULA_LEADS.map((c) => escapeLiteral(c)).join(', ');
  return `(case when left(coalesce(${expr}, ''), 1) in (${leads}) then '''' || ${expr} else coalesce(${expr}, '') end)`;
}

/** csvCell on asText: a long number as the formula ="…" (quotes dropped), which spreadsheets show as text. */
export const csvLongNumberSql = (expr: string): string => `('="' || replace(coalesce(${expr}, ''), '"', '') || '"')`;

/** A CASE over a code column from a code → label function: every listed code, and `otherwise` for the rest. */
export function codeLabelSql(column: string, codes: readonly number[], label: (code: number) => string): string {
  const whens = codes.map((code) => `when ${code} then ${csvLabelSql(label(code))}`).join(' ');
  // NaN equals no code, so label(NaN) is the function's own answer for a code outside the list.
  return `(case ${column} ${whens} else ${csvLabelSql(label(Number.NaN))} end)`;
}

/**
 * A CASE over an integer column from a function of it, for every value in [min, max]: consecutive values with the
 * same answer become one `<=` range, so the SQL holds the function's thresholds without restating them.
 */
export function rangeLabelSql(column: string, min: number, max: number, label: (value: number) => string): string {
  const runs: { upTo: number; text: string }[] = [];
  for (let value = min; value <= max; value++) {
    const text = label(value);
    const last = runs[runs.length - 1];
    if (last?.text === text) last.upTo = value;
    else runs.push({ upTo: value, text });
  }
  const last = runs.pop();
  if (!last) throw new Error('rangeLabelSql needs min <= max');
  if (!runs.length) return csvLabelSql(last.text);
  const whens = runs.map((r) => `when ${column} <= ${r.upTo} then ${csvLabelSql(r.text)}`).join(' ');
  return `(case ${whens} else ${csvLabelSql(last.text)} end)`;
}
