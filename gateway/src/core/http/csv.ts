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
  if (value !== null && typeof value === 'object') return `"=""${value.text.replace(/"/g, '')}"""`;
  const s = value === null ? '' : String(value);
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
}

/** One CSV line (Excel-friendly CRLF). */
export function csvRow(cells: readonly (string | number | null | CsvText)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte-order mark Excel needs to read Chinese text. */
export const CSV_BOM = '\uFEFF';
