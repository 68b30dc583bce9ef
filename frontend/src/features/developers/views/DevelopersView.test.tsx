import { screen, within } from '@testing-library/react';
import { CSV_EXPORTS } from '@paydesk/shared/csv-exports';
import { SCOPE_QUERIES } from '@paydesk/shared/scope-queries';
import { OPERATOR_TOKEN_SCOPES, TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { curlAgentSummary, pythonTransactions } from '@paydesk/shared/api-reference';
import { WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@paydesk/shared/webhook-rules';
import { pathTo } from '../../../app/paths';
import { renderWithProviders } from '../../../test/render';
import { seriousViolations } from '../../../test/axe';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';
import { DevelopersView } from './DevelopersView';

/** The page as a guest sees it, once its member-only parts have found no member (the console's sign-in hint). */
async function renderAsGuest() {
  const rendered = renderWithProviders(<DevelopersView />, { path: '/developers' });
  expect(await screen.findByText(X.consoleGuest)).toBeInTheDocument();
  return rendered;
}

describe('developer page', () => {
  it('lists every scope with the queries it opens, and the examples with the visitor’s origin', async () => {
    const { container } = await renderAsGuest();
    expect(screen.getByRole('heading', { level: 1, name: '開發者文件' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '權限範圍與可用查詢' });
    for (const scope of [...TOKEN_SCOPES, ...OPERATOR_TOKEN_SCOPES]) {
      const row = within(table).getByText(scope.key).closest('tr')!;
      for (const query of SCOPE_QUERIES[scope.key] ?? []) expect(row).toHaveTextContent(query);
    }
    // Every CSV export is listed beside the scope that downloads it.
    for (const e of Object.values(CSV_EXPORTS)) {
      const scope = TOKEN_SCOPES.find((s) => s.scope === e.scope)!;
      expect(within(table).getByText(scope.key).closest('tr')).toHaveTextContent(e.path);
    }
    const reports = within(table).getByText('OPS_REPORTS_READ').closest('tr')!;
    expect(reports).toHaveTextContent('opsDailySales');
    expect(reports).toHaveTextContent('營運人員（營運權杖）');
    const origin = window.location.origin;
    expect(screen.getAllByText(`${origin}/graphql/schema.graphql`).length).toBeGreaterThan(0);
    const month = screen.getByLabelText(/curl：代理商本月分潤/, { selector: 'pre' }).textContent ?? '';
    expect(month).toBe(curlAgentSummary(origin, /"month":"(\d{4}-\d{2})"/.exec(month)![1]!));
    const python = screen.getByLabelText(/Python（requests）/, { selector: 'pre' }).textContent ?? '';
    const [, from, to] = /"from": "([\d-]+)", "to": "([\d-]+)"/.exec(python)!;
    expect(python).toBe(pythonTransactions(origin, from!, to!));
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('explains webhook signatures with the shared verifiers, links the settings page, and describes the callback and checkout API', async () => {
    await renderAsGuest();
    const hooks = screen.getByRole('heading', { level: 2, name: 'Webhook 事件與簽章驗證' }).closest('section')!;
    expect(hooks).toHaveTextContent('PayDesk-Signature: t=<Unix 秒>,v1=<十六進位>');
    expect(hooks).toHaveTextContent('HMAC-SHA256');
    expect(hooks).toHaveTextContent('超過 300 秒');
    expect(within(hooks).getByRole('link', { name: '前往 Webhook 設定' })).toHaveAttribute(
      'href',
      pathTo('webhooks.index'),
    );
    expect(within(hooks).getByLabelText(/^Node\.js 18 以上：驗證/, { selector: 'pre' }).textContent).toBe(
      WEBHOOK_VERIFY_NODE,
    );
    expect(within(hooks).getByLabelText(/^Python 3：驗證/, { selector: 'pre' }).textContent).toBe(
      WEBHOOK_VERIFY_PYTHON,
    );

    const callback = screen.getByRole('heading', { level: 2, name: '綠界相容付款回呼' }).closest('section')!;
    for (const field of ['MerchantID', 'MerchantTradeNo', 'RtnCode', 'TradeAmt', 'PaymentType', 'CheckMacValue'])
      expect(callback).toHaveTextContent(field);
    expect(callback).toHaveTextContent('1|OK');

    const checkout = screen.getByRole('heading', { level: 2, name: '結帳 API' }).closest('section')!;
    expect(checkout).toHaveTextContent('Idempotency-Key');
    expect(checkout).toHaveTextContent('POST /api/checkout/payments（權限範圍 checkout:write）');
    expect(checkout).toHaveTextContent('POST /api/checkout/refunds（權限範圍 refund:write）');
    expect(checkout).toHaveTextContent('OUT_OF_STOCK（商品缺貨）');
  });
});
