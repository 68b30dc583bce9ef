import { fireEvent, screen } from '@testing-library/react';
import { MemberAuditTrailDocument } from '../../../graphql/documents/ops';
import { renderWithProviders } from '../../../test/render';
import { viewerMock } from './ops-fixtures';
import { OpsAuditView } from './OpsAuditView';

/** One page of the trail; complete (every selected field), or Apollo refetches the first page after fetchMore. */
const trail = (records: unknown[], after: string | null = null, nextCursor: string | null = null) => ({
  request: { query: MemberAuditTrailDocument, variables: after ? { memberId: 3, after } : { memberId: 3 } },
  result: {
    data: {
      memberAuditTrail: {
        __typename: 'AuditRecordPage',
        items: records,
        hasNextPage: nextCursor !== null,
        nextCursor,
        errors: [],
      },
    },
  },
});
const record = {
  __typename: 'AuditRecordView',
  id: 9,
  actorLabel: '營運人員',
  actionLabel: '商店審核',
  targetKind: 'MERCHANT',
  targetRef: '5',
  targetLabel: '商店 #5',
  beforeText: '狀態代碼：9',
  afterText: '狀態代碼：1、原因：審核通過',
  createdAt: '2026-11-21T01:00:00.000Z',
};

describe('OpsAuditView', () => {
  it("shows the member's records with before and after", async () => {
    renderWithProviders(<OpsAuditView />, {
      path: '/ops/audit/:memberId',
      url: '/ops/audit/3',
      mocks: [viewerMock('OPERATOR'), trail([record])],
    });
    expect(await screen.findByText('狀態代碼：1、原因：審核通過')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '商店 #5' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '營運人員' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '商店審核' })).toBeInTheDocument();
    expect(screen.getByText(/會員編號 3/)).toBeInTheDocument();
  });

  it('loads the older records after the newest page with 載入更多 and keeps both', async () => {
    const older = { ...record, id: 8, targetRef: '4', targetLabel: '商店 #4' };
    renderWithProviders(<OpsAuditView />, {
      path: '/ops/audit/:memberId',
      url: '/ops/audit/3',
      mocks: [viewerMock('OPERATOR'), trail([record], null, 'cursor-9'), trail([older], 'cursor-9')],
    });
    expect(await screen.findByRole('cell', { name: '商店 #5' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '商店 #4' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByRole('cell', { name: '商店 #4' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '商店 #5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
  });

  it('shows the empty state and keeps non-operators out', async () => {
    const { unmount } = renderWithProviders(<OpsAuditView />, {
      path: '/ops/audit/:memberId',
      url: '/ops/audit/3',
      mocks: [viewerMock('OPERATOR'), trail([])],
    });
    expect(await screen.findByText('此會員尚無異動紀錄')).toBeInTheDocument();
    unmount();
    renderWithProviders(<OpsAuditView />, {
      path: '/ops/audit/:memberId',
      url: '/ops/audit/3',
      mocks: [viewerMock('MEMBER')],
    });
    expect(await screen.findByText('此頁僅限營運人員使用，請以營運帳號登入。')).toBeInTheDocument();
  });
});
