import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CreateOperatorTokenDocument,
  OperatorTokensDocument,
  OperatorTokenUsesDocument,
  RevokeOperatorTokenDocument,
} from '../../../graphql/documents/operator-tokens';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { showToast } from '../../../lib/toast';
import { seriousViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { OperatorTokensView } from './OperatorTokensView';

const viewer = (kind: 'OPERATOR' | 'MEMBER') => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: kind === 'OPERATOR' ? 'operator:1' : 'member:1',
        kind,
        account: 'ops01',
        name: '營運專員',
        memType: null,
        isAssistant: false,
        isPlatform: false,
        roles: [kind],
        permissions: [],
      },
    },
  },
});

const token = (over: object = {}) => ({
  __typename: 'OperatorTokenView',
  id: 7,
  name: '每日營收報表',
  prefix: 'pdk_op12',
  scopes: ['OPS_REPORTS_READ'],
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  lastUsedAt: '2026-11-27T02:00:00.000Z',
  revokedAt: null,
  ...over,
});

const list = (tokens: object[]) => ({
  request: { query: OperatorTokensDocument, variables: {} },
  result: {
    data: {
      operatorTokens: {
        __typename: 'OperatorTokenPage',
        items: tokens,
        hasNextPage: false,
        nextCursor: null,
        errors: [],
      },
    },
  },
});

const use = (id: string, over: object = {}) => ({
  __typename: 'OperatorTokenUseView',
  id,
  operation: 'DailyReport',
  operationType: 'query',
  refused: false,
  address: '10.0.0.8',
  usedAt: '2026-11-27T02:00:00.000Z',
  ...over,
});

const usesPage = (after: string | null, items: object[], nextCursor: string | null) => ({
  request: { query: OperatorTokenUsesDocument, variables: { tokenId: 7, first: 20, after } },
  result: {
    data: {
      operatorTokenUses: {
        __typename: 'OperatorTokenUsePage',
        items,
        hasNextPage: nextCursor !== null,
        nextCursor,
        errors: [],
      },
    },
  },
});

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

describe('OperatorTokensView', () => {
  it('shows the empty state with every operator scope to pick, and passes axe', async () => {
    const { container } = renderWithProviders(<OperatorTokensView />, { mocks: [viewer('OPERATOR'), list([])] });
    expect(await screen.findByText('尚未建立任何營運權杖。')).toBeInTheDocument();
    for (const label of [
      '會員資料與審核（唯讀）',
      '商店資料與審核（唯讀）',
      '提領帳戶與物流審核佇列（唯讀）',
      '營運報表（唯讀）',
    ])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the error state', async () => {
    renderWithProviders(<OperatorTokensView />, {
      mocks: [viewer('OPERATOR'), { request: { query: OperatorTokensDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });

  it('tells a member the page is for operators', async () => {
    renderWithProviders(<OperatorTokensView />, { mocks: [viewer('MEMBER')] });
    expect(await screen.findByText('此頁面僅供營運人員使用。')).toBeInTheDocument();
  });

  it('validates, then shows the new secret once and forgets it when dismissed', async () => {
    const create = {
      request: {
        query: CreateOperatorTokenDocument,
        variables: { input: { name: '每日營收報表', scopes: ['OPS_REPORTS_READ'], expiresInDays: 30 } },
      },
      result: {
        data: {
          createOperatorToken: {
            __typename: 'OperatorTokenPayload',
            secret: 'pdk_op12_SECRET_VALUE_0123456789',
            token: token({ lastUsedAt: null }),
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<OperatorTokensView />, {
      mocks: [viewer('OPERATOR'), list([]), create, list([token({ lastUsedAt: null })])],
    });
    fireEvent.click(await screen.findByRole('button', { name: '建立權杖' }));
    expect(await screen.findByText('名稱為必填，最多 40 個字')).toBeInTheDocument();
    expect(screen.getByText('請至少選擇一項權限範圍')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^有效天數/), { target: { value: '400' } });
    fireEvent.blur(screen.getByLabelText(/^有效天數/));
    expect(await screen.findByText('有效天數需為 1 至 365 的整數')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^名稱/), { target: { value: '每日營收報表' } });
    fireEvent.change(screen.getByLabelText(/^有效天數/), { target: { value: '30' } });
    const scope = await screen.findByRole('checkbox', { name: '營運報表（唯讀）', hidden: true });
    fireEvent.click(scope);
    await waitFor(() => expect((scope as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '建立權杖' }));

    const box = await screen.findByTestId('operator-token-secret-box');
    expect(within(box).getByTestId('operator-token-secret')).toHaveTextContent('pdk_op12_SECRET_VALUE_0123456789');
    const row = await screen.findByTestId('operator-token-row');
    expect(row).toHaveTextContent('pdk_op12');
    expect(row).toHaveTextContent('營運報表（唯讀）');
    expect(row).not.toHaveTextContent('SECRET_VALUE');
    fireEvent.click(within(box).getByRole('button', { name: '我已妥善保存' }));
    expect(screen.queryByTestId('operator-token-secret')).toBeNull();
  });

  it('revokes a token only after the confirm dialog', async () => {
    const revoked = token({ revokedAt: '2026-11-27T03:00:00.000Z' });
    const revoke = {
      request: { query: RevokeOperatorTokenDocument, variables: { id: 7 } },
      result: { data: { revokeOperatorToken: { __typename: 'OperatorTokenPayload', token: revoked, errors: [] } } },
    };
    renderWithProviders(<OperatorTokensView />, {
      mocks: [viewer('OPERATOR'), list([token()]), revoke, list([revoked])],
    });
    fireEvent.click(await screen.findByRole('button', { name: '撤銷 每日營收報表' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('撤銷「每日營收報表」後');
    fireEvent.click(within(dialog).getByRole('button', { name: '撤銷' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已撤銷營運權杖', 'success'));
    expect(await screen.findByText('已撤銷')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤銷 每日營收報表' })).toBeNull();
  });

  it("shows a token's use log a page at a time, refused uses marked", async () => {
    renderWithProviders(<OperatorTokensView />, {
      mocks: [
        viewer('OPERATOR'),
        list([token({ lastUsedAt: null })]),
        list([token()]),
        usesPage(
          null,
          [use('12'), use('11', { operation: 'Approve', operationType: 'mutation', refused: true })],
          '11',
        ),
        usesPage('11', [use('10', { operation: '{ opsDailySales }' })], null),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: '使用紀錄 每日營收報表' }));
    const log = await screen.findByTestId('token-use-log');
    // The list is read again with the log: the last use is no longer empty.
    await waitFor(() => expect(screen.getByTestId('operator-token-row')).toHaveTextContent('2026/11/27'));
    expect(log).toHaveTextContent('「每日營收報表」的使用紀錄');
    await waitFor(() => expect(within(log).getAllByTestId('use-row')).toHaveLength(2));
    const [first, second] = within(log).getAllByTestId('use-row');
    expect(first).toHaveTextContent('DailyReport');
    expect(first).toHaveTextContent('已允許');
    expect(first).toHaveTextContent('10.0.0.8');
    expect(second).toHaveTextContent('Approve');
    expect(second).toHaveTextContent('已拒絕');
    fireEvent.click(within(log).getByRole('button', { name: '較舊的紀錄' }));
    await waitFor(() => expect(within(log).getAllByTestId('use-row')).toHaveLength(1));
    expect(within(log).getByTestId('use-row')).toHaveTextContent('{ opsDailySales }');
    expect(within(log).queryByRole('button', { name: '較舊的紀錄' })).toBeNull();
    expect(within(log).getByRole('button', { name: '較新的紀錄' })).toBeInTheDocument();
  });
});
