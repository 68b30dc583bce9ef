import { escapeLiteral } from 'pg';
import type { CodeEntry } from '@paydesk/shared/code-list';
import type { CSV_EXPORTS, CsvColumn, CsvColumnKind, CsvExportName, CsvFormat } from '@paydesk/shared/csv-exports';
import { FORMULA_LEADS, neutralised } from '../http/csv';
import { taipeiDateTimeSql, taipeiIsoDateTimeSql } from './taipei-sql';

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

/** Raw format text: exactly the value ('' for NULL, which COPY would leave unquoted). */
const rawTextSql = (expr: string): string => `coalesce((${expr})::text, '')`;

/** A column whose SQL differs by format: a label column's code (raw) and its guarded zh-TW label (Excel). */
export interface LabelSql {
  readonly raw: string;
  readonly excel: string;
}

/**
 * One column of a COPY export as SQL, by its kind and the format: the twin of csvKindCell in core/http/csv.ts.
 * `expr` is the column's value: text for id/text/code/phone, an integer for amount, a timestamptz for time, a date
 * for date; for label, a LabelSql (the code in the raw format, the guarded label in the Excel one).
 */
export function csvColumnSql(kind: CsvColumnKind, expr: string | LabelSql, format: CsvFormat): string {
  const value = typeof expr === 'string' ? expr : expr[format];
  switch (kind) {
    case 'label':
    case 'amount':
      return value;
    case 'time':
      return format === 'raw' ? taipeiIsoDateTimeSql(value) : taipeiDateTimeSql(value);
    case 'date':
      return `coalesce(to_char(${value}, 'YYYY-MM-DD'), '')`;
    case 'text':
    case 'code':
      return format === 'raw' ? rawTextSql(value) : csvTextSql(value);
    case 'id':
    case 'phone':
      return format === 'raw' ? rawTextSql(value) : csvLongNumberSql(`(${value})::text`);
  }
}

type ColumnOf<N extends CsvExportName> = (typeof CSV_EXPORTS)[N]['columns'][number];

/** Each column's SQL of an export, keyed by its column keys: a LabelSql for a label column, else one expression. */
export type CsvExprs<N extends CsvExportName> = {
  readonly [C in ColumnOf<N> as C['key']]: C['kind'] extends 'label' ? LabelSql : string;
};

/** The select list of an export: every column of `columns`, in order, from its expression in `exprs`. */
export function csvSelectSql(
  columns: readonly CsvColumn[],
  exprs: Readonly<Record<string, string | LabelSql>>,
  format: CsvFormat,
): string {
  return columns
    .map((c) => {
      const expr = exprs[c.key];
      if (expr === undefined) throw new Error(`no SQL for CSV column ${c.key}`);
      return csvColumnSql(c.kind, expr, format);
    })
    .join(', ');
}

/**
 * A label column over a code list's numeric column: the entry's key in the raw format (a code outside the list as
 * its number), its label in the Excel one (`label` of a code outside the list as the list answers it).
 */
export function codeListSql(column: string, entries: readonly CodeEntry[], label: (code: number) => string): LabelSql {
  const whens = entries.map((e) => `when ${e.code} then ${escapeLiteral(e.key)}`).join(' ');
  return {
    raw: `(case ${column} ${whens} else ${rawTextSql(column)} end)`,
    excel: codeLabelSql(
      column,
      entries.map((e) => e.code),
      label,
    ),
  };
}

/**
 * A label column over a text column holding a word of a label table: its code in the raw format (`codeOf` the word;
 * a word outside the table as itself), its label in the Excel one (a word outside the table as itself, guarded).
 */
export function wordCodeSql(
  column: string,
  labels: Readonly<Record<string, string>>,
  codeOf: (word: string) => string = (word) => word,
): LabelSql {
  const whens = Object.keys(labels).map((word) => `when ${escapeLiteral(word)} then ${escapeLiteral(codeOf(word))}`);
  return {
    raw: `(case ${column} ${whens.join(' ')} else ${rawTextSql(column)} end)`,
    excel: textLabelSql(column, labels),
  };
}

/** COPY of a select as the CSV both formats use: every cell quoted, UTF-8 (crlfRows makes line ends CRLF). */
export const copyCsvSql = (select: string): string =>
  `copy (${select}) to stdout with (format csv, force_quote *, encoding 'UTF8')`;

/** A CASE over a text code column from a code → label table (a code outside it shows as itself, guarded). */
export function textLabelSql(column: string, labels: Readonly<Record<string, string>>): string {
  const whens = Object.entries(labels).map(([code, label]) => `when ${escapeLiteral(code)} then ${csvLabelSql(label)}`);
  return `(case ${column} ${whens.join(' ')} else ${csvTextSql(column)} end)`;
}
