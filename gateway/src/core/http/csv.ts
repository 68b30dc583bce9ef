import type { Request, Response } from 'express';
import {
  CSV_FORMAT_PARAM,
  CSV_FORMATS,
  csvHeader,
  type CsvColumn,
  type CsvColumnKind,
  type CsvFormat,
} from '@paydesk/shared/csv-exports';
import { taipeiDateTime, taipeiIsoDateTime } from '@paydesk/shared/taiwan-time';

/**
 * A long number that must stay text in a spreadsheet (trade, order and logistics numbers): Excel reads a 20-digit
 * number as 1.2E+19 even when quoted, so it is written as the formula ="…", which every spreadsheet shows as text.
 */
export interface CsvText {
  text: string;
}

export const asText = (text: string): CsvText => ({ text });

/** One CSV cell: always quoted, spreadsheet formulas neutralised (a leading = + - @ gets an apostrophe). */
export function csvCell(value: string | number | null | CsvText): string {
  if (value === null) return '""';
  if (typeof value === 'object') return `"=""${value.text.replace(/"/g, '')}"""`;
  // A number is never a formula (and -5 must stay a number); only text is neutralised. This runs for every cell of
  // exports of a million rows, so the common case (nothing to escape) does no regex work.
  if (typeof value === 'number') return `"${value}"`;
  const text = neutralised(value);
  return `"${text.includes('"') ? text.replace(/"/g, '""') : text}"`;
}

/**
 * The first characters that make a spreadsheet run a cell as a formula. The one list: csvCell checks it in Node and
 * the PostgreSQL export (transaction-csv.sql.ts) builds its SQL from it.
 */
export const FORMULA_LEADS = ['=', '+', '-', '@'] as const;

/** Text as a spreadsheet must show it: a leading formula character gets an apostrophe. */
export function neutralised(text: string): string {
  return (FORMULA_LEADS as readonly string[]).includes(text.charAt(0)) ? `'${text}` : text;
}

/** One CSV line (Excel-friendly CRLF). */
export function csvRow(cells: readonly (string | number | null | CsvText)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte-order mark Excel needs to read Chinese text. */
export const CSV_BOM = '\uFEFF';

/**
 * The one switch between the two file formats (shared/src/csv-exports.ts): `?format=raw|excel`, else an Accept of
 * `text/csv; profile=raw`, else Excel. null: a format the gateway does not write (answered 400).
 */
export function csvFormatOf(req: Request): CsvFormat | null {
  const asked = req.query[CSV_FORMAT_PARAM];
  if (asked !== undefined) return (CSV_FORMATS as readonly unknown[]).includes(asked) ? (asked as CsvFormat) : null;
  return /text\/csv\s*;[^,]*profile\s*=\s*"?raw"?/i.test(req.get('accept') ?? '') ? 'raw' : 'excel';
}

/** A raw-format cell: quoted, inner quotes doubled, and otherwise exactly the text (no guard, no ="…"). */
function rawCell(value: string | number | null): string {
  if (value === null) return '""';
  const text = String(value);
  return `"${text.includes('"') ? text.replace(/"/g, '""') : text}"`;
}

/** A label column's value: the code the raw format writes and the zh-TW label the Excel format writes. */
export interface CsvCode {
  code: string;
  label: string;
}

/** A value as a column of its kind holds it in Node: text, a number, an instant, a coded label or nothing. */
export type CsvValue = string | number | Date | CsvCode | null;

/** One cell of a column kind in a format: the Node twin of csvColumnSql (core/database/csv-sql.ts). */
export function csvKindCell(kind: CsvColumnKind, value: CsvValue, format: CsvFormat): string {
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return format === 'raw' ? rawCell(value.code) : csvCell(value.label);
  if (value instanceof Date) {
    const text = format === 'raw' ? taipeiIsoDateTime(value) : taipeiDateTime(value);
    return format === 'raw' ? rawCell(text) : csvCell(text);
  }
  if (format === 'raw') return rawCell(value);
  // As the SQL twin: an empty identifier is the formula ="" too, which a spreadsheet shows as an empty cell.
  if (kind === 'id' || kind === 'phone') return csvCell(asText(value === null ? '' : String(value)));
  return csvCell(value);
}

/** One line of an export from its columns and a row keyed by column key (missing keys are empty). */
export function csvLineOf(
  columns: readonly CsvColumn[],
  row: Readonly<Record<string, CsvValue>>,
  format: CsvFormat,
): string {
  return `${columns.map((c) => csvKindCell(c.kind, row[c.key] ?? null, format)).join(',')}\r\n`;
}

/** What goes before the rows: the BOM Excel needs (the Excel format only) and the header of the format. */
export function csvPrefix(columns: readonly CsvColumn[], format: CsvFormat): string {
  const header = csvHeader(columns, format);
  return format === 'raw' ? `${header.map(rawCell).join(',')}\r\n` : `${CSV_BOM}${csvRow(header)}`;
}

/** The headers of a CSV download. */
export function setCsvHeaders(res: Response, fileName: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  // The same path answers two formats by Accept.
  res.vary('Accept');
}
