import { screen, within } from '@testing-library/react';
import { SCOPE_QUERIES } from '@paydesk/shared/scope-queries';
import { TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { curlAgentSummary, pythonTransactions } from '@paydesk/shared/api-reference';
import { renderWithProviders } from '../../../test/render';
import { seriousViolations } from '../../../test/axe';
import { DevelopersView } from './DevelopersView';

describe('developer page', () => {
  it('lists every scope with the queries it opens, and the examples with the visitor’s origin', async () => {
    const { container } = renderWithProviders(<DevelopersView />, { path: '/developers' });
    expect(screen.getByRole('heading', { level: 1, name: '開發者文件' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '權限範圍與可用查詢' });
    for (const scope of TOKEN_SCOPES) {
      const row = within(table).getByText(scope.key).closest('tr')!;
      for (const query of SCOPE_QUERIES[scope.key] ?? []) expect(row).toHaveTextContent(query);
    }
    const origin = window.location.origin;
    expect(screen.getAllByText(`${origin}/graphql/schema.graphql`).length).toBeGreaterThan(0);
    const month = screen.getByLabelText(/curl：代理商本月分潤/, { selector: 'pre' }).textContent ?? '';
    expect(month).toBe(curlAgentSummary(origin, /"month":"(\d{4}-\d{2})"/.exec(month)![1]!));
    const python = screen.getByLabelText(/Python（requests）/, { selector: 'pre' }).textContent ?? '';
    const [, from, to] = /"from": "([\d-]+)", "to": "([\d-]+)"/.exec(python)!;
    expect(python).toBe(pythonTransactions(origin, from!, to!));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
