import { COMPONENT_TEXT } from '../../../components/text';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  BuyerProfileDocument,
  SellerProfileDocument,
  PasswordStateDocument,
  SendVerificationCodeDocument,
  UpdateContactDocument,
  VerificationStatusDocument,
  VerifyCodeDocument,
} from '../../../graphql/documents/members';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { showToast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { MEMBERS_TEXT as T } from '../text';
import { MemberEditView } from './MemberEditView';

const status = (over: object = {}) => ({
  request: { query: VerificationStatusDocument },
  result: {
    data: {
      verificationStatus: {
        __typename: 'VerificationStatus',
        email: 'me@example.com',
        mobile: '0912345678',
        emailVerified: false,
        mobileVerified: true,
        mobileRequired: true,
        emailResendAfterSeconds: 0,
        mobileResendAfterSeconds: 0,
        ...over,
      },
    },
  },
  maxUsageCount: 3,
});
const passwordState = {
  request: { query: PasswordStateDocument },
  result: {
    data: {
      passwordState: {
        __typename: 'PasswordState',
        mustChange: false,
        expired: false,
        changedAt: '2026-01-01T00:00:00.000Z',
        maxAgeDays: 90,
        aesStr: 'A',
      },
    },
  },
  // The page asks on mount, the change-password dialog again when it opens.
  maxUsageCount: 2,
};
const payload = (over: object) => ({
  __typename: 'VerificationPayload',
  success: true,
  message: '',
  resendAfterSeconds: 0,
  errors: [],
  ...over,
});

const viewerOf = (kind: 'MEMBER' | 'BUYER') => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'member:1',
        kind,
        account: 'acc',
        name: '王小明',
        memType: kind === 'BUYER' ? 3 : 1,
        isAssistant: false,
        isPlatform: false,
        roles: [],
        permissions: [],
      },
    },
  },
});
const profileFields = (over: object = {}) => ({
  __typename: 'MemberProfile',
  loginName: 'personal01',
  name: '王小明',
  memTypeLabel: '個人會員',
  identityNoMasked: 'A12****789',
  statusLabel: '審核通過',
  createdAt: '2026-03-05T02:00:00.000Z',
  ...over,
});

describe('MemberEditView', () => {
  it('shows a seller the member profile, identity masked', async () => {
    renderWithProviders(<MemberEditView />, {
      path: '/auth/member/edit',
      mocks: [
        status(),
        passwordState,
        viewerOf('MEMBER'),
        {
          request: { query: SellerProfileDocument },
          result: { data: { viewer: { __typename: 'Viewer', id: 'member:1', profile: profileFields() } } },
        },
      ],
    });
    expect(await screen.findByText('A12****789')).toBeInTheDocument();
    expect(screen.getByText('審核通過')).toBeInTheDocument();
    expect(screen.getByText('2026/03/05')).toBeInTheDocument();
  });

  it('shows a buyer its own profile through the buyer query', async () => {
    renderWithProviders(<MemberEditView />, {
      path: '/buyer',
      mocks: [
        status(),
        passwordState,
        viewerOf('BUYER'),
        {
          request: { query: BuyerProfileDocument },
          result: {
            data: {
              buyerProfile: profileFields({ loginName: 'buyer01', memTypeLabel: '消費者', identityNoMasked: null }),
            },
          },
        },
      ],
    });
    expect(await screen.findByText('buyer01')).toBeInTheDocument();
    expect(screen.getByText('消費者')).toBeInTheDocument();
  });

  it('shows the loading state, then the verification status', async () => {
    renderWithProviders(<MemberEditView />, { path: '/auth/member/edit', mocks: [status(), passwordState] });
    expect(await screen.findByText('me@example.com')).toBeInTheDocument();
    expect(screen.getByText(T.unverified)).toBeInTheDocument();
    expect(screen.getByText(T.verified)).toBeInTheDocument();
  });

  it('shows an error state with retry', async () => {
    renderWithProviders(<MemberEditView />, {
      path: '/auth/member/edit',
      mocks: [{ request: { query: VerificationStatusDocument }, error: new Error('down') }, passwordState],
    });
    expect(await screen.findByText(T.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COMPONENT_TEXT.retry })).toBeInTheDocument();
  });

  it('sends a code, starts the resend countdown and verifies', async () => {
    renderWithProviders(<MemberEditView />, {
      path: '/auth/member/edit',
      mocks: [
        status(),
        passwordState,
        {
          request: { query: SendVerificationCodeDocument, variables: { channel: 'EMAIL' } },
          result: {
            data: {
              sendVerificationCode: payload({
                message: '驗證碼已寄至您的電子信箱，10 分鐘內有效',
                resendAfterSeconds: 60,
              }),
            },
          },
        },
        {
          request: { query: VerifyCodeDocument, variables: { input: { channel: 'EMAIL', code: '123456' } } },
          result: {
            data: {
              verifyCode: payload({
                success: false,
                message: '驗證碼錯誤，還可再試 4 次',
                errors: [
                  { __typename: 'FieldError', field: 'code', code: 'WRONG_CODE', message: '驗證碼錯誤，還可再試 4 次' },
                ],
              }),
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: T.sendCode }));
    expect(await screen.findByRole('button', { name: T.resendIn(60) })).toBeDisabled();
    const input = screen.getByLabelText(`${T.emailLabel}${T.codeLabel}`);
    fireEvent.change(input, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText('請輸入 6 位數字驗證碼')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText('驗證碼錯誤，還可再試 4 次')).toBeInTheDocument();
  });

  it('opens the change-password dialog with ?type=pwd', async () => {
    renderWithProviders(<MemberEditView />, {
      path: '/auth/member/edit',
      url: '/auth/member/edit?type=pwd',
      mocks: [status(), passwordState],
    });
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeInTheDocument());
    expect(screen.getByLabelText(new RegExp(`^${T.oldPassword}`))).toBeInTheDocument();
  });

  it('offers no way to cancel the dialog while the password is a temporary one', async () => {
    const forcedState = {
      ...passwordState,
      result: { data: { passwordState: { ...passwordState.result.data.passwordState, mustChange: true } } },
      maxUsageCount: 3,
    };
    renderWithProviders(<MemberEditView />, {
      path: '/auth/member/edit',
      url: '/auth/member/edit?type=pwd',
      mocks: [status(), forcedState],
    });
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: T.cancel })).not.toBeInTheDocument());
    expect(screen.getByLabelText(new RegExp(`^${T.oldPassword}`))).toBeInTheDocument();
  });

  it('saves changed contact data and says to verify again; shows server duplicates on the field', async () => {
    const ok = {
      request: {
        query: UpdateContactDocument,
        variables: { input: { email: 'new@example.com', mobile: '0912345678' } },
      },
      result: { data: { updateContact: payload({ message: '聯絡資料已更新，請重新驗證變更的電子信箱或手機號碼' }) } },
    };
    const dup = {
      request: {
        query: UpdateContactDocument,
        variables: { input: { email: 'new@example.com', mobile: '0911111111' } },
      },
      result: {
        data: {
          updateContact: payload({
            success: false,
            message: '此手機號碼已被其他個人會員使用',
            errors: [
              {
                __typename: 'FieldError',
                field: 'mobile',
                code: 'DUPLICATE',
                message: '此手機號碼已被其他個人會員使用',
              },
            ],
          }),
        },
      },
    };
    renderWithProviders(<MemberEditView />, { path: '/auth/member/edit', mocks: [status(), passwordState, ok, dup] });
    const emailInput = await screen.findByLabelText(new RegExp(`^${T.emailLabel}`), {
      selector: 'input[name="email"]',
    });
    fireEvent.change(emailInput, { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: T.saveContact }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('聯絡資料已更新，請重新驗證變更的電子信箱或手機號碼', 'success'),
    );
    fireEvent.change(screen.getByDisplayValue('0912345678'), { target: { value: '0911111111' } });
    fireEvent.click(screen.getByRole('button', { name: T.saveContact }));
    expect(
      await screen.findByText('此手機號碼已被其他個人會員使用', {
        selector: '.chakra-field__errorText, [data-part="error-text"]',
      }),
    ).toBeInTheDocument();
  });
});
