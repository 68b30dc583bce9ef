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
