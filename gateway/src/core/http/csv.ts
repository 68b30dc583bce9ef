/** One CSV cell: always quoted, spreadsheet formulas neutralised (a leading = + - @ gets an apostrophe). */
export function csvCell(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
}

/** One CSV line (Excel-friendly CRLF). */
export function csvRow(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte-order mark Excel needs to read Chinese text. */
export const CSV_BOM = '\uFEFF';
