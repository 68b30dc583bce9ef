import { CSV_EXPORTS, type CsvExportName } from '@paydesk/shared/csv-exports';
import { csvCodesOf } from '@paydesk/shared/csv-codes';
import { csvRecords } from './csv-parse';

/**
 * Reads both formats of one export with a CSV parser and checks every label column (status, kind, pay type…): each
 * raw cell is a code of the shared list, and the Excel file's cell in the same row is that code's zh-TW label.
 * Expects rows, so the check cannot pass on an empty file.
 */
export function expectCodedLabels(name: CsvExportName, rawText: string, excelText: string): void {
  const raw = csvRecords(rawText).rows;
  const excel = csvRecords(excelText).rows;
  expect({ name, rows: raw.length > 0, same: excel.length === raw.length }).toEqual({ name, rows: true, same: true });
  for (const column of CSV_EXPORTS[name].columns.filter((c) => c.kind === 'label')) {
    const codes = csvCodesOf(name, column.key) ?? {};
    const cells = raw.map((r) => r[column.key] ?? '');
    const unknown = cells.filter((cell) => !Object.hasOwn(codes, cell));
    expect({ name, column: column.key, unknown }).toEqual({ name, column: column.key, unknown: [] });
    expect({ name, column: column.key, labels: excel.map((r) => r[column.header]) }).toEqual({
      name,
      column: column.key,
      labels: cells.map((cell) => codes[cell]),
    });
  }
}
