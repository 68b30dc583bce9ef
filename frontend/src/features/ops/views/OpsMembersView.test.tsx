import { fireEvent, screen } from '@testing-library/react';
import { PendingMembersDocument, ReviewMemberDocument } from '../../../graphql/documents/ops';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { showToast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { OpsMembersView } from './OpsMembersView';

jest.mock('../../../lib/toast', () => ({ showToast: jest.fn(), toaster: {}, TOAST_DURATION_MS: 5000 }));

const viewerMock = (kind: string) => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'operator:1',
        kind,
        account: 'ops01',
        name: '營運專員',
        memType: null,
        isAssistant: false,
        isPlatform: false,
        roles: ['OPERATOR'],
        permissions: [],
      },
    },
  },
});
const pending = {
  request: { query: PendingMembersDocument },
  result: {
    data: {
      pendingMembers: [
        {
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
        },
      ],
    },
  },
  maxUsageCount: 2,
};

describe('OpsMembersView', () => {
  it('keeps non-operators out', async () => {
    renderWithProviders(<OpsMembersView />, { mocks: [viewerMock('MEMBER')] });
    expect(await screen.findByText('此頁僅限營運人員使用，請以營運帳號登入。')).toBeInTheDocument();
  });

  it('lists pending members with document links and sends a decision with the reason', async () => {
    const review = {
      request: {
        query: ReviewMemberDocument,
        variables: { input: { memberId: 7, decision: 'SUPPLEMENT', reason: '請補第二證件' } },
      },
      result: {
        data: {
          reviewMember: { __typename: 'CompletionPayload', success: true, message: '審核結果已儲存', errors: [] },
        },
      },
    };
    renderWithProviders(<OpsMembersView />, { mocks: [viewerMock('OPERATOR'), pending, review] });
    expect(await screen.findByText('張新會員')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '身分證正面' })).toHaveAttribute('href', '/api/member/documents/3');
    fireEvent.change(screen.getByLabelText(/審核說明/), { target: { value: '請補第二證件' } });
    fireEvent.click(screen.getByRole('button', { name: '要求補件' }));
    await screen.findByText('張新會員');
    await new Promise((r) => setTimeout(r, 50));
    expect(showToast).toHaveBeenCalledWith('審核結果已儲存', 'success');
  });
});
