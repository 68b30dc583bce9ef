import { fireEvent, screen, within } from '@testing-library/react';
import { SystemStatusDocument } from '../../../graphql/documents/system-status';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { renderWithProviders } from '../../../test/render';
import { SystemStatusView } from './SystemStatusView';

const viewerMock = (kind: string) => ({
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

const queue = (over: Record<string, unknown> = {}) => ({
  __typename: 'JobQueueStatus',
  queue: 'settlement',
  waiting: 0,
  active: 1,
  failedLastDay: 0,
  lastCompletedAt: '2026-03-01T00:00:00.000Z',
  lastFailedAt: null,
  ...over,
});

const status = (over: Record<string, unknown> = {}) => ({
  request: { query: SystemStatusDocument },
  result: {
    data: {
      systemStatus: {
        __typename: 'SystemStatus',
        measuredAt: '2026-03-01T00:00:05.000Z',
        settlementLagSeconds: 0,
        settlementsDue: 0,
        callbacksFailing: 0,
        callbacksGaveUp: 0,
        callbackFailuresLastHour: 0,
        recurringDue: 0,
        recurringFailedLastDay: 0,
        loginsLocked: 0,
        loginFailuresLastHour: 0,
        queues: [queue(), queue({ queue: 'dormant-fee', active: 0, failedLastDay: 2 })],
        ...over,
      },
    },
  },
});

describe('SystemStatusView', () => {
  it('keeps non-operators out', async () => {
    renderWithProviders(<SystemStatusView />, { mocks: [viewerMock('MEMBER')] });
    expect(await screen.findByText('此頁僅限營運人員使用，請以營運帳號登入。')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then every figure, flagging the ones that need a look', async () => {
    renderWithProviders(<SystemStatusView />, {
      mocks: [viewerMock('OPERATOR'), status({ settlementLagSeconds: 7260, settlementsDue: 3, loginsLocked: 1 })],
    });
    expect(await screen.findByRole('heading', { name: '系統狀態' })).toBeInTheDocument();
    expect(await screen.findByText('2 小時 1 分')).toBeInTheDocument();
    const settlement = screen.getByRole('region', { name: '結算' });
    expect(within(settlement).getByText('3 筆')).toBeInTheDocument();
    const flagged = screen
      .getAllByTestId('status-figure')
      .filter((figure) => figure.dataset.alert)
      .map((figure) => figure.firstChild?.textContent);
    expect(flagged).toEqual(['結算延遲', '應結算未結算', '鎖定中的帳號']);
    const rows = await screen.findAllByTestId('job-queue');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('結算與每分鐘工作'),
      expect.stringContaining('每日工作（閒置費、代理商分潤）'),
    ]);
  });

  it('says there is no lag, and no queue yet', async () => {
    renderWithProviders(<SystemStatusView />, { mocks: [viewerMock('OPERATOR'), status({ queues: [] })] });
    expect(await screen.findByText('無延遲')).toBeInTheDocument();
    expect(screen.getByText('目前沒有排程工作佇列')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be read', async () => {
    renderWithProviders(<SystemStatusView />, {
      mocks: [viewerMock('OPERATOR'), { request: { query: SystemStatusDocument }, error: new Error('down') }, status()],
    });
    expect(await screen.findByText('系統狀態載入失敗，請稍後再試')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(await screen.findByText('無延遲')).toBeInTheDocument();
  });
});
