import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PendingMembersDocument, ReviewMemberDocument } from '../../../graphql/documents/ops';
import { showToast } from '../../../lib/toast';
import { openQueueRow } from '../../../test/ops-queue';
import { pagedAnswer } from '../../../test/paged';
import { renderWithProviders } from '../../../test/render';
import { auditMock, noAuditMock, viewerMock } from './ops-fixtures';
import { OpsMembersView } from './OpsMembersView';

const member = (over: Record<string, unknown> = {}) => ({
  __typename: 'PendingMember',
  id: 7,
  loginName: 'new_one',
  name: '張新會員',
  memType: 'PERSONAL',
  identityNo: 'B123456789',
  submittedAt: '2026-03-01T00:00:00.000Z',
  bankAccountName: '張新會員',
  documents: [
    { __typename: 'MemberDocumentInfo', id: 3, kind: 'id_front', label: '身分證正面', originalName: 'a.png' },
  ],
  ...over,
});
const pending = (rows: unknown[], next: string | null = null, after?: string) => ({
  request: { query: PendingMembersDocument, ...(after ? { variables: { after } } : {}) },
  result: { data: { pendingMembers: pagedAnswer('PendingMemberPage', rows, next) } },
});
const reviewMock = (decision: string, reason: string | null) => ({
  request: { query: ReviewMemberDocument, variables: { input: { memberId: 7, decision, reason } } },
  result: {
    data: { reviewMember: { __typename: 'CompletionPayload', success: true, message: '審核結果已儲存', errors: [] } },
  },
});

beforeEach(() => jest.mocked(showToast).mockClear());

describe('OpsMembersView', () => {
  it('keeps non-operators out', async () => {
    renderWithProviders(<OpsMembersView />, { mocks: [viewerMock('MEMBER')] });
    expect(await screen.findByText('此頁僅限營運人員使用，請以營運帳號登入。')).toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    const { unmount } = renderWithProviders(<OpsMembersView />, { mocks: [viewerMock('OPERATOR'), pending([])] });
    expect(await screen.findByText('目前沒有待審核的會員')).toBeInTheDocument();
    unmount();
    renderWithProviders(<OpsMembersView />, {
      mocks: [viewerMock('OPERATOR'), { request: { query: PendingMembersDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('無法載入待審核會員')).toBeInTheDocument();
  });

  it('shows the longest-waiting page first and appends the next one with 載入更多 until the queue is complete', async () => {
    renderWithProviders(<OpsMembersView />, {
      mocks: [
        viewerMock('OPERATOR'),
        pending([member(), member({ id: 8, name: '李等待', loginName: 'waiting8' })], 'after-8'),
        pending([member({ id: 9, name: '陳最後', loginName: 'last9' })], null, 'after-8'),
      ],
    });
    expect(await screen.findByText('張新會員')).toBeInTheDocument();
    expect(screen.queryByText('陳最後')).toBeNull();
    expect(screen.getByText('已顯示 2 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('陳最後')).toBeInTheDocument();
    expect(screen.getByText('李等待')).toBeInTheDocument();
    expect(screen.getAllByTestId('pending-member')).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull());
  });

  it('filters the list by member type and search', async () => {
    renderWithProviders(<OpsMembersView />, {
      mocks: [
        viewerMock('OPERATOR'),
        pending([
          member(),
          member({ id: 8, name: '好公司', loginName: 'corp', memType: 'BUSINESS', identityNo: '12345678' }),
        ]),
      ],
    });
    expect(await screen.findByText('張新會員')).toBeInTheDocument();
    expect(screen.getAllByTestId('pending-member')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('會員類型'), { target: { value: 'BUSINESS' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(screen.getAllByTestId('pending-member')).toHaveLength(1));
    expect(screen.getByText('好公司')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/搜尋姓名/), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('沒有符合條件的待審核會員')).toBeInTheDocument();
  });

  it('opens a member, refuses a reject without a reason, confirms, and shows the audit line', async () => {
    renderWithProviders(<OpsMembersView />, {
      mocks: [
        viewerMock('OPERATOR'),
        pending([member()]),
        reviewMock('SUPPLEMENT', '請補第二證件'),
        auditMock(7, 'member.review', { status: 99, reason: '請補第二證件' }),
        pending([]),
      ],
    });
    const drawer = await openQueueRow('審核 張新會員');
    expect(within(drawer).getByText('B123456789')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '身分證正面' })).toHaveAttribute('href', '/api/member/documents/3');
    expect(within(drawer).getByRole('link', { name: '異動紀錄' })).toHaveAttribute('href', '/ops/audit/7');

    fireEvent.click(within(drawer).getByRole('button', { name: '退件' }));
    expect(await within(drawer).findByText('請填寫原因，會員將於審核狀態頁看到')).toBeInTheDocument();
    expect(screen.queryByText('確認審核結果')).not.toBeInTheDocument();

    fireEvent.change(within(drawer).getByLabelText(/審核說明/), { target: { value: '請補第二證件' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '要求補件' }));
    expect(await screen.findByText('確定將會員「張新會員」的審核結果設為「要求補件」嗎？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('審核結果已儲存', 'success'));
    const line = '已由 營運人員 於 2026/03/02 10:30 要求補件：請補第二證件';
    expect(await within(drawer).findByText(line)).toBeInTheDocument();
    // The decided member's buttons are gone; the queue keeps the line after the drawer closes.
    expect(within(drawer).queryByRole('button', { name: '審核通過' })).not.toBeInTheDocument();
    expect(await screen.findByText('目前沒有待審核的會員')).toBeInTheDocument();
    expect(screen.getByTestId('ops-audit-line')).toHaveTextContent(`張新會員：${line}`);
  });

  it('approves without a reason; without an audit record the line comes from the answer', async () => {
    renderWithProviders(<OpsMembersView />, {
      mocks: [viewerMock('OPERATOR'), pending([member()]), reviewMock('APPROVE', null), pending([]), noAuditMock(7)],
    });
    const drawer = await openQueueRow('審核 張新會員');
    fireEvent.click(within(drawer).getByRole('button', { name: '審核通過' }));
    fireEvent.click(await screen.findByRole('button', { name: '確認送出' }));
    expect(
      await within(drawer).findByText(/^已由 營運人員 於 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 核准$/),
    ).toBeInTheDocument();
  });
});
