import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSOLE_HEADER, CONSOLE_MESSAGES } from '@paydesk/shared/api-console';
import { curlAgentSummary, curlSchema, TOKEN_ENV } from '@paydesk/shared/api-reference';
import { ERROR_SHAPES, TOP_LEVEL_ERROR_CODES } from '@paydesk/shared/api-errors';
import { TOKEN_PLACEHOLDER, withTokenPlaceholder } from '@paydesk/shared/token-placeholder';
import { pathTo } from '../../../app/paths';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { seriousViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { sellerViewer } from '../../../test/viewers';
import { exchangeOf } from '../components/ErrorShapes';
import { DEVELOPER_TEXT as T } from '../text';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';
import { DevelopersView } from './DevelopersView';

const memberMock = {
  request: { query: ViewerDocument },
  result: { data: { viewer: { __typename: 'Viewer', ...sellerViewer() } } },
};

/** The page as a signed-in member sees it, once the viewer has answered. */
async function renderAsMember() {
  const rendered = renderWithProviders(<DevelopersView />, { path: '/developers', mocks: [memberMock] });
  expect(await screen.findByRole('form', { name: X.consoleForm })).toBeInTheDocument();
  return rendered;
}

const realFetch = globalThis.fetch;
let meta: HTMLMetaElement | null = null;
afterEach(() => {
  globalThis.fetch = realFetch;
  meta?.remove();
  meta = null;
});

describe('examples for a signed-in member', () => {
  it('shows and copies each example with the token placeholder, and links the token page', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { container } = await renderAsMember();
    const section = screen.getByRole('heading', { level: 2, name: T.examplesTitle }).closest('section')!;
    expect(within(section).getByRole('link', { name: X.tokensLink })).toHaveAttribute('href', pathTo('member.tokens'));
    expect(section).toHaveTextContent(X.copyHint);

    const curl = within(section).getByLabelText(/curl：代理商本月分潤/, { selector: 'pre' }).textContent ?? '';
    const month = /"month":"(\d{4}-\d{2})"/.exec(curl)![1]!;
    expect(curl).toBe(withTokenPlaceholder(curlAgentSummary(window.location.origin, month)));
    expect(curl).toContain(`Bearer ${TOKEN_PLACEHOLDER}`);
    for (const title of [/curl：代理商本月分潤/, /Python（requests）/, /Node\.js 18 以上（fetch）/]) {
      const code = within(section).getByLabelText(title, { selector: 'pre' }).textContent ?? '';
      expect(code).toContain(TOKEN_PLACEHOLDER);
      expect(code).not.toContain(TOKEN_ENV);
    }

    const copyButtons = within(section).getAllByRole('button', { name: T.copy });
    expect(copyButtons).toHaveLength(4);
    fireEvent.click(copyButtons[0]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(curl));
    expect(await within(section).findByRole('button', { name: T.copied })).toBeInTheDocument();
    fireEvent.click(copyButtons[3]!);
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(curlSchema(window.location.origin)));
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('gives a guest the environment-reading examples with no copy button, and a way to sign in', async () => {
    renderWithProviders(<DevelopersView />, { path: '/developers' });
    expect(await screen.findByText(X.consoleGuest)).toBeInTheDocument();
    const section = screen.getByRole('heading', { level: 2, name: T.examplesTitle }).closest('section')!;
    expect(within(section).queryByRole('button', { name: T.copy })).toBeNull();
    expect(section).toHaveTextContent(X.signInHint);
    expect(within(section).getByRole('link', { name: X.signIn })).toHaveAttribute('href', pathTo('login'));
    expect(section).not.toHaveTextContent(TOKEN_PLACEHOLDER);
    expect(screen.queryByRole('form', { name: X.consoleForm })).toBeNull();
  });
});

describe('try-it console', () => {
  it('runs a query with the session’s CSRF token and the console header, and shows the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await renderAsMember();
    expect(screen.getByText(X.resultEmpty)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(X.query), {
      target: { value: 'query ($month: Month!) { agentShareSummary(month: $month) { share } }' },
    });
    fireEvent.change(screen.getByLabelText(X.variables), { target: { value: '{"month": "2026-11"}' } });
    fireEvent.click(screen.getByRole('button', { name: X.run }));

    expect(await screen.findByRole('button', { name: X.running })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ [CONSOLE_HEADER]: '1', 'X-CSRF-TOKEN': expect.any(String) });
    expect(JSON.parse(init.body as string)).toEqual({
      query: 'query ($month: Month!) { agentShareSummary(month: $month) { share } }',
      variables: { month: '2026-11' },
    });

    answer(new Response('{"data":{"agentShareSummary":{"share":1200}}}', { status: 200 }));
    const result = await screen.findByLabelText(X.result, { selector: 'pre' });
    expect(result.textContent).toBe(JSON.stringify({ data: { agentShareSummary: { share: 1200 } } }, null, 2));
    expect(screen.getByText(X.resultWithStatus(200))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: X.run })).toBeEnabled();
  });

  it('refuses a mutation without sending it', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await renderAsMember();
    fireEvent.change(screen.getByLabelText(X.query), { target: { value: 'mutation { logout }' } });
    fireEvent.click(screen.getByRole('button', { name: X.run }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSOLE_MESSAGES.readOnly);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the form: a query is required and variables must be a JSON object', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await renderAsMember();
    fireEvent.change(screen.getByLabelText(X.query), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(X.variables), { target: { value: '[1, 2]' } });
    fireEvent.click(screen.getByRole('button', { name: X.run }));
    expect(await screen.findByText(X.queryRequired)).toBeInTheDocument();
    expect(screen.getByText(X.variablesInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the gateway cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await renderAsMember();
    fireEvent.click(screen.getByRole('button', { name: X.run }));
    expect(await screen.findByRole('alert')).toHaveTextContent(X.networkError);
    expect(screen.getByText(X.resultEmpty)).toBeInTheDocument();
  });

  it('is absent in production, even for a signed-in member', async () => {
    meta = document.createElement('meta');
    meta.name = 'app-env';
    meta.content = 'production';
    document.head.append(meta);
    renderWithProviders(<DevelopersView />, { path: '/developers', mocks: [memberMock] });
    // The examples turn to the member's once the viewer answers; the console never comes.
    expect(await screen.findByRole('link', { name: X.tokensLink })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: X.consoleTitle })).toBeNull();
    expect(screen.queryByRole('form', { name: X.consoleForm })).toBeNull();
  });
});

describe('error shapes', () => {
  it('shows one real exchange per kind and every top-level code', async () => {
    renderWithProviders(<DevelopersView />, { path: '/developers' });
    expect(await screen.findByText(X.consoleGuest)).toBeInTheDocument();
    const section = screen.getByRole('heading', { level: 2, name: T.errorsTitle }).closest('section')!;
    for (const example of ERROR_SHAPES) {
      const shown = within(section).getByLabelText(X.shapeKinds[example.kind], { selector: 'pre' });
      expect(shown.textContent).toBe(exchangeOf(example));
      expect(shown).toHaveTextContent(`HTTP ${example.status}`);
    }
    const codes = within(section).getByRole('list', { name: X.codesTitle });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...TOP_LEVEL_ERROR_CODES]);
    // The kinds the page promises: top-level for authorization and input, payload errors for fields.
    expect(within(section).getByLabelText(X.shapeKinds.authorization, { selector: 'pre' })).toHaveTextContent(
      '"code": "UNAUTHENTICATED"',
    );
    expect(within(section).getByLabelText(X.shapeKinds.field, { selector: 'pre' })).toHaveTextContent(
      '"field": "first"',
    );
    expect(screen.getByText(X.described, { exact: false })).toBeInTheDocument();
  });
});
