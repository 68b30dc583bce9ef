import { screen } from '@testing-library/react';
import { MemberAuditTrailDocument } from '../../../graphql/documents/ops';
import { renderWithProviders } from '../../../test/render';
import { viewerMock } from './ops-fixtures';
import { OpsAuditView } from './OpsAuditView';

const trail = (records: unknown[]) => ({
  request: { query: MemberAuditTrailDocument, variables: { memberId: 3, first: 200 } },
  result: { data: { memberAuditTrail: records } },
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
