import { fireEvent, screen } from '@testing-library/react';
import {
  ForgotPasswordDocument,
  ResetPasswordDocument,
  ResetTokenStatusDocument,
} from '../../../graphql/documents/passwords';
import { renderWithProviders } from '../../../test/render';
import { PASSWORDS_TEXT as T } from '../text';
import { ForgotPasswordView } from './ForgotPasswordView';
import { ResetPasswordView } from './ResetPasswordView';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const SENT = '若帳號與電子信箱相符，我們已寄出重設密碼信，請於 60 分鐘內完成重設';

describe('ForgotPasswordView', () => {
  it('validates the account and email with the SPEC messages', async () => {
    renderWithProviders(<ForgotPasswordView />, { path: '/verify/forget' });
    fireEvent.change(field(T.account), { target: { value: 'bad account!' } });
    fireEvent.change(field(T.email), { target: { value: 'a@b' } });
    fireEvent.click(screen.getByRole('button', { name: T.forgotSubmit }));
    expect(await screen.findByText('帳號最多 20 個字元，僅限英文字母、數字及 _ . @')).toBeInTheDocument();
    expect(screen.getByText('電子信箱格式錯誤')).toBeInTheDocument();
    expect(screen.getByText('請輸入驗證碼')).toBeInTheDocument();
  });

  it('shows the neutral answer after sending, for the buyer page too', async () => {
    const input = { kind: 'BUYER', account: 'buyer01', email: 'buyer01@example.com', captcha: 'AB12C' };
    renderWithProviders(<ForgotPasswordView />, {
      path: '/verify/forget/:buyer?',
      url: '/verify/forget/buyer',
      mocks: [
        {
          request: { query: ForgotPasswordDocument, variables: { input } },
          result: {
            data: { forgotPassword: { __typename: 'PasswordPayload', success: true, message: SENT, errors: [] } },
          },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: T.forgotBuyerTitle })).toBeInTheDocument();
    fireEvent.change(field(T.account), { target: { value: input.account } });
    fireEvent.change(field(T.email), { target: { value: input.email } });
    fireEvent.change(field(T.captcha), { target: { value: 'ab12c' } });
    fireEvent.click(screen.getByRole('button', { name: T.forgotSubmit }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });
});

const status = (token: string, valid: boolean, kind: string | null = 'MEMBER') => ({
  request: { query: ResetTokenStatusDocument, variables: { token } },
  result: { data: { resetTokenStatus: { __typename: 'ResetTokenStatus', valid, kind } } },
});

describe('ResetPasswordView', () => {
  it('shows the loading state, then an invalid link with a way to ask again', async () => {
    renderWithProviders(<ResetPasswordView />, {
      path: '/verify/resetp/:token',
      url: '/verify/resetp/old',
      mocks: [status('old', false, null)],
    });
    expect(screen.getByText(T.checking)).toBeInTheDocument();
    expect(await screen.findByText(T.resetInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.requestAgain })).toHaveAttribute('href', '/verify/forget');
  });

  it('shows an error state when the check fails', async () => {
    renderWithProviders(<ResetPasswordView />, {
      path: '/verify/resetp/:token',
      url: '/verify/resetp/x',
      mocks: [{ request: { query: ResetTokenStatusDocument, variables: { token: 'x' } }, error: new Error('network') }],
    });
    expect(await screen.findByText(T.loadError)).toBeInTheDocument();
  });

  it('checks the new password and confirmation, then resets and goes to the login page', async () => {
    const input = { token: 'tok', newPassword: 'Reset+Pass2026', newPasswordConfirmed: 'Reset+Pass2026' };
    renderWithProviders(<ResetPasswordView />, {
      path: '/verify/resetp/:token',
      url: '/verify/resetp/tok',
      mocks: [
        status('tok', true),
        {
          request: { query: ResetPasswordDocument, variables: { input } },
          result: {
            data: {
              resetPassword: {
                __typename: 'PasswordPayload',
                success: true,
                message: '密碼已重設，請以新密碼登入',
                errors: [],
              },
            },
          },
        },
      ],
      routes: [{ path: '/login', element: <p>login page</p> }],
    });
    await screen.findByLabelText(new RegExp(`^${T.newPassword}`));
    fireEvent.change(field(T.newPassword), { target: { value: 'Reset+Pass2026' } });
    fireEvent.change(field(T.newPasswordConfirmed), { target: { value: 'Reset+Pass2027' } });
    fireEvent.click(screen.getByRole('button', { name: T.resetSubmit }));
    expect(await screen.findByText('確認密碼需與登入密碼相同')).toBeInTheDocument();
    fireEvent.change(field(T.newPasswordConfirmed), { target: { value: 'Reset+Pass2026' } });
    fireEvent.click(screen.getByRole('button', { name: T.resetSubmit }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
