import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginInput } from '../../../graphql/generated';
import { loginMock, SIGNED_IN_VIEWER as viewer } from '../../../test/login-fixtures';
import { renderWithProviders } from '../../../test/render';
import { AUTH_TEXT } from '../text';
import { BuyerLoginView, MemberLoginView } from './LoginView';

const input: LoginInput = { account: 'demo_member', password: 'Secret123!', captcha: 'AB12C', kind: 'MEMBER' };

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/**
 * The page shows the plain form first; focusing it loads the full one (LoginFormView), which replaces the inputs.
 * These tests act once it has taken over (LoginFormLoader.test covers what happens before).
 */
async function formLoaded() {
  const plain = await screen.findByLabelText(new RegExp(`^${AUTH_TEXT.account}`));
  act(() => plain.focus());
  await waitFor(() => expect(field(AUTH_TEXT.account)).not.toBe(plain));
}

function fillAndSubmit(values: { account: string; password: string; captcha: string }) {
  fireEvent.change(field(AUTH_TEXT.account), { target: { value: values.account } });
  fireEvent.change(field(AUTH_TEXT.password), { target: { value: values.password } });
  fireEvent.change(field(AUTH_TEXT.captcha), { target: { value: values.captcha } });
  fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.submit }));
}

describe('LoginView', () => {
  it('shows the required messages when submitted empty', async () => {
    renderWithProviders(<MemberLoginView />, { path: '/login' });
    await formLoaded();

    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.submit }));

    expect(await screen.findByText(AUTH_TEXT.accountRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText('請輸入驗證碼')).toBeInTheDocument();
  });

  it('rejects accounts with characters outside letters, digits and _ . @', async () => {
    renderWithProviders(<MemberLoginView />, { path: '/login' });
    await formLoaded();

    fillAndSubmit({ account: 'bad account!', password: 'x', captcha: 'abc' });

    expect(await screen.findByText('帳號最多 20 個字元，僅限英文字母、數字及 _ . @')).toBeInTheDocument();
    expect(screen.getByText('請輸入 5 碼驗證碼')).toBeInTheDocument();
  });

  it('upper-cases the captcha and limits it to five characters', async () => {
    renderWithProviders(<MemberLoginView />, { path: '/login' });
    await formLoaded();
    const captcha = field(AUTH_TEXT.captcha);

    fireEvent.change(captcha, { target: { value: 'ab12c' } });

    await waitFor(() => expect(captcha).toHaveValue('AB12C'));
    expect(captcha).toHaveAttribute('maxLength', '5');
  });

  it('puts server errors on their fields, reloads and clears the captcha', async () => {
    const mocks = [
      loginMock(input, {
        __typename: 'LoginPayload',
        viewer: null,
        errors: [
          { __typename: 'FieldError', field: 'captcha', code: 'CAPTCHA_INVALID', message: '驗證碼錯誤' },
          { __typename: 'FieldError', field: null, code: 'LOCKED', message: '帳號已暫停使用' },
        ],
      }),
    ];
    renderWithProviders(<MemberLoginView />, { path: '/login', mocks });
    await formLoaded();
    const image = screen.getByAltText(AUTH_TEXT.captchaAlt);
    const firstSrc = image.getAttribute('src');
    expect(firstSrc).toMatch(/\/api\/login\/image_captcha\?t=\d/);

    fillAndSubmit({ account: input.account, password: input.password, captcha: 'ab12c' });

    expect(await screen.findByText('驗證碼錯誤')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('帳號已暫停使用');
    expect(field(AUTH_TEXT.captcha)).toHaveValue('');
    expect(screen.getByAltText(AUTH_TEXT.captchaAlt).getAttribute('src')).not.toBe(firstSrc);
    expect(screen.getByRole('button', { name: AUTH_TEXT.submit })).toBeEnabled();
  });

  it('goes to the dashboard after a member signs in', async () => {
    const mocks = [loginMock(input, { __typename: 'LoginPayload', viewer, errors: [] })];
    renderWithProviders(<MemberLoginView />, {
      path: '/login',
      mocks,
      routes: [{ path: '/auth/index', element: <p>dashboard home</p> }],
    });
    await formLoaded();

    fillAndSubmit({ account: input.account, password: input.password, captcha: input.captcha });

    await waitFor(() => expect(screen.getByText('dashboard home')).toBeInTheDocument());
  });

  it('sends kind BUYER and goes to /buyer from the buyer login', async () => {
    const buyer = { ...viewer, kind: 'BUYER' as const, memType: 'BUYER', roles: ['BUYER' as const] };
    const mocks = [loginMock({ ...input, kind: 'BUYER' }, { __typename: 'LoginPayload', viewer: buyer, errors: [] })];
    renderWithProviders(<BuyerLoginView />, {
      path: '/login/buyer',
      mocks,
      routes: [{ path: '/buyer', element: <p>buyer home</p> }],
    });
    await formLoaded();

    expect(screen.getByRole('heading', { name: AUTH_TEXT.buyerTitle })).toBeInTheDocument();
    fillAndSubmit({ account: input.account, password: input.password, captcha: input.captcha });

    await waitFor(() => expect(screen.getByText('buyer home')).toBeInTheDocument());
  });
});
