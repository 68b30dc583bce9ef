import { screen } from '@testing-library/react';
import { CSV_EXPORTS } from '@paydesk/shared/csv-exports';
import { renderWithProviders } from '../test/render';
import { seriousViolations } from '../test/axe';
import { CsvExportLink } from './CsvExportLink';

describe('CsvExportLink', () => {
  it('links the export with its filters as a download, leaving out empty ones', async () => {
    const { container } = renderWithProviders(
      <CsvExportLink path={CSV_EXPORTS.ledger.path} query={{ account: 'held', from: undefined }} label="匯出 CSV" />,
    );
    const link = screen.getByRole('link', { name: '匯出 CSV' });
    expect(link.getAttribute('href')).toMatch(/\/api\/bill\/ledger\.csv\?account=held$/);
    expect(link).toHaveAttribute('download');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
