import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CompleteMemberProfileDocument, MemberReviewStateDocument } from '../../../graphql/documents/members';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { renderWithProviders } from '../../../test/render';
import { MEMBERS_TEXT as T } from '../text';
import { CompletePersonalView } from './CompleteProfileView';
import { InspectView } from './InspectView';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const state = (over: object = {}) => ({
  request: { query: MemberReviewStateDocument },
  result: {
    data: {
      memberReviewState: {
        __typename: 'MemberReviewState',
        memType: 'PERSONAL',
        status: 'PENDING_REVIEW',
        statusName: '尚未填寫詳細資料',
        profileCompleted: false,
        canSubmit: true,
        reason: null,
        reviewedAt: null,
        requiredDocuments: ['id_front', 'id_back', 'second_doc'],
        documents: [],
        ...over,
      },
    },
  },
  maxUsageCount: 3,
});
const viewer = {
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'member:1',
        kind: 'MEMBER',
        account: 'me',
        name: '王小明',
        memType: 'PERSONAL',
        isAssistant: false,
        isPlatform: false,
        roles: ['SELLER', 'PERSONAL'],
        permissions: [],
      },
    },
  },
};

describe('InspectView', () => {
  it('shows the status name and the reviewer reason, with a supplement link', async () => {
    renderWithProviders(<InspectView />, {
      mocks: [
        state({
          status: 'SUPPLEMENT',
          statusName: '資料待補件',
          profileCompleted: true,
          reason: '身分證影像模糊',
          reviewedAt: '2026-03-01T02:00:00.000Z',
        }),
      ],
    });
    expect(await screen.findByText('資料待補件')).toBeInTheDocument();
    expect(screen.getByText('身分證影像模糊')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.supplement })).toHaveAttribute('href', '/complete/personal');
  });

  it('shows an error state', async () => {
    renderWithProviders(<InspectView />, {
      mocks: [{ request: { query: MemberReviewStateDocument }, error: new Error('x') }],
    });
    expect(await screen.findByText(T.loadError)).toBeInTheDocument();
  });
});

describe('CompletePersonalView', () => {
  it('checks the fields, the own-name account and shows missing documents from the server', async () => {
    const input = {
      address: '台北市信義區市府路 1 號',
      contactPhone: '02-2720-8889',
      bossName: null,
      bossNationalId: null,
      bankCode: '812',
      bankAccount: '12345678901234',
      bankAccountName: '王小明',
    };
    const errors = [
      { __typename: 'FieldError', field: 'documents.id_front', code: 'DOCUMENT_MISSING', message: '請上傳身分證正面' },
    ];
    renderWithProviders(<CompletePersonalView />, {
      mocks: [
        viewer,
        state(),
        {
          request: { query: CompleteMemberProfileDocument, variables: { input } },
          result: {
            data: {
              completeMemberProfile: {
                __typename: 'CompletionPayload',
                success: false,
                message: '請上傳身分證正面',
                errors,
              },
            },
          },
        },
      ],
    });
    const field = async (label: string) => screen.findByLabelText(new RegExp(`^${label}`));
    fireEvent.change(await field(T.bankAccountName), { target: { value: '別人' } });
    fireEvent.change(await field(T.bankAccount), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: T.completeSubmit }));
    expect(await screen.findByText(T.bankOwnName)).toBeInTheDocument();
    expect(screen.getByText('銀行帳號須為 10 至 16 位數字')).toBeInTheDocument();
    expect(screen.getAllByText('此欄位為必填').length).toBeGreaterThanOrEqual(2);

    fireEvent.change(await field(T.address), { target: { value: input.address } });
    fireEvent.change(await field(T.contactPhone), { target: { value: input.contactPhone } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '812' } });
    fireEvent.change(await field(T.bankAccount), { target: { value: input.bankAccount } });
    fireEvent.change(await field(T.bankAccountName), { target: { value: '王小明' } });
    fireEvent.click(screen.getByRole('button', { name: T.completeSubmit }));
    expect(await screen.findByText('請上傳身分證正面')).toBeInTheDocument();
  });

  it('tells a member under review that the data cannot change', async () => {
    renderWithProviders(<CompletePersonalView />, {
      mocks: [viewer, state({ canSubmit: false, profileCompleted: true, statusName: '待審核' })],
    });
    await waitFor(() => expect(screen.getByText(/您的資料目前無法修改/)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: T.toInspect })).toBeInTheDocument();
  });
});
