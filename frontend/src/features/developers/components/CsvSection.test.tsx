import { screen, within } from '@testing-library/react';
import { csvCodesOf } from '@paydesk/shared/csv-codes';
import { CSV_EXPORTS, csvHeader, pythonRawCsv, type CsvExportName } from '@paydesk/shared/csv-exports';
import { renderWithProviders } from '../../../test/render';
import { seriousViolations } from '../../../test/axe';
import { CsvSection } from './CsvSection';

describe('developer page: CSV formats', () => {
  it('lists every export with its path, scope and both header rows from the shared columns, and the Python example', async () => {
    const origin = 'https://paydesk.example';
    const { container } = renderWithProviders(<CsvSection origin={origin} from="2026-11-01" to="2026-11-27" />);
    const section = screen.getByRole('heading', { level: 2, name: 'CSV 匯出與格式' }).closest('section')!;
    for (const [name, e] of Object.entries(CSV_EXPORTS)) {
      const card = within(section).getByRole('heading', { level: 3, name: e.title }).parentElement!;
      expect(card).toHaveTextContent(`GET ${e.path}`);
      expect(card).toHaveTextContent(e.scope);
      expect(card).toHaveTextContent(csvHeader(e.columns, 'raw').join(','));
      expect(card).toHaveTextContent(csvHeader(e.columns, 'excel').join(','));
      // Each label column's codes, the text the raw file holds, beside the labels the Excel file holds.
      for (const c of e.columns.filter((col) => col.kind === 'label'))
        for (const [code, label] of Object.entries(csvCodesOf(name as CsvExportName, c.key)!))
          expect(card).toHaveTextContent(`${code}（${label}）`);
    }
    expect(section).toHaveTextContent('PROCESSING（處理中）');
    expect(section).toHaveTextContent('dtype=str');
    const python = screen.getByLabelText(/Python 3（標準函式庫 csv）/, { selector: 'pre' }).textContent;
    expect(python).toBe(pythonRawCsv(origin, '2026-11-01', '2026-11-27'));
    expect(python).toContain('/api/transactions/export.csv?from=2026-11-01&to=2026-11-27&format=raw');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
