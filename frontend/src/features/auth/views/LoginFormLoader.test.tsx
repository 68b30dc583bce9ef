import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginInput } from '../../../graphql/generated';
import { signedInMock } from '../../../test/login-fixtures';
import { renderWithProviders } from '../../../test/render';
import { COMPONENT_TEXT } from '../../../components/text';
import { AUTH_TEXT } from '../text';
import { MemberLoginView } from './LoginView';

// Counts the loads of the full form's module: the page must not fetch it before the visitor uses the form.
const mockFormViewLoads = { count: 0 };
jest.mock('./LoginFormView', () => {
  mockFormViewLoads.count += 1;
  return jest.requireActual('./LoginFormView');
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** The plain form is a small chunk of its own: a page the client renders shows it once that is there. */
const plainForm = () => screen.findByRole('form', { name: AUTH_TEXT.submit });
const ACCOUNT_RULE = '帳號最多 20 個字元，僅限英文字母、數字及 _ . @';

/** The member login page with the Login mutation for `input` answered, and the dashboard home it goes to. */
function renderSigningIn(input: LoginInput) {
  renderWithProviders(<MemberLoginView />, {
    path: '/login',
    mocks: [signedInMock(input)],
    routes: [{ path: '/auth/index', element: <p>dashboard home</p> }],
  });
}

// The module is loaded once per test file: the first test sees the page before any load.
describe('LoginFormLoader', () => {
  it('shows the whole form at once and loads the full form only when the visitor focuses it', async () => {
    renderWithProviders(<MemberLoginView />, { path: '/login' });
    await plainForm();

    const account = field(AUTH_TEXT.account);
    expect(field(AUTH_TEXT.password)).toHaveAttribute('type', 'password');
    expect(field(AUTH_TEXT.captcha)).toHaveAttribute('maxLength', '5');
    expect(screen.getByAltText(COMPONENT_TEXT.captchaAlt).getAttribute('src')).toMatch(/image_captcha\?t=\d/);
    expect(screen.getByRole('button', { name: AUTH_TEXT.submit })).toHaveAttribute('type', 'submit');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mockFormViewLoads.count).toBe(0);

    act(() => account.focus());

    await waitFor(() => expect(field(AUTH_TEXT.account)).not.toBe(account));
    expect(mockFormViewLoads.count).toBe(1);
    expect(field(AUTH_TEXT.account)).toHaveFocus();
  });

  it('hands what was typed, the caret and the fields left to the full form, with the same captcha', async () => {
    renderWithProviders(<MemberLoginView />, { path: '/login' });
    await plainForm();
    const image = screen.getByAltText(COMPONENT_TEXT.captchaAlt).getAttribute('src');
    const account = field(AUTH_TEXT.account);
    const password = field(AUTH_TEXT.password) as HTMLInputElement;

    // All of it before the full form has taken over (its module resolves on a later microtask).
    act(() => account.focus());
    fireEvent.change(account, { target: { value: 'bad account!' } });
    act(() => password.focus());
    fireEvent.change(password, { target: { value: 'secret' } });
    password.setSelectionRange(2, 4);

    // The account field was left: the full form validates it at once.
    expect(await screen.findByText(ACCOUNT_RULE)).toBeInTheDocument();
    const taken = field(AUTH_TEXT.password) as HTMLInputElement;
    expect(taken).not.toBe(password);
    expect(field(AUTH_TEXT.account)).toHaveValue('bad account!');
    expect(taken).toHaveValue('secret');
    expect(taken).toHaveFocus();
    expect([taken.selectionStart, taken.selectionEnd]).toEqual([2, 4]);
    expect(screen.queryByText(AUTH_TEXT.passwordRequired)).not.toBeInTheDocument();
    expect(screen.getByAltText(COMPONENT_TEXT.captchaAlt).getAttribute('src')).toBe(image);
  });

  it('sends a submit made before the full form came once it has taken over', async () => {
    const input: LoginInput = { account: 'demo_member', password: 'Secret123!', captcha: 'AB12C', kind: 'MEMBER' };
    renderSigningIn(input);
    await plainForm();
    const captcha = field(AUTH_TEXT.captcha);

    fireEvent.change(field(AUTH_TEXT.account), { target: { value: input.account } });
    fireEvent.change(field(AUTH_TEXT.password), { target: { value: input.password } });
    fireEvent.change(captcha, { target: { value: 'ab12c' } });
    expect(captcha).toHaveValue('AB12C');
    fireEvent.submit(captcha.closest('form')!);

    await waitFor(() => expect(screen.getByText('dashboard home')).toBeInTheDocument());
  });

  it('sends a press of the button whose click the take-over swallowed (pointer down on the plain form only)', async () => {
    const input: LoginInput = { account: 'demo_member', password: 'Secret123!', captcha: 'XY34Z', kind: 'MEMBER' };
    renderSigningIn(input);
    await plainForm();
    const submit = screen.getByRole('button', { name: AUTH_TEXT.submit });
    fireEvent.change(field(AUTH_TEXT.account), { target: { value: input.account } });
    fireEvent.change(field(AUTH_TEXT.password), { target: { value: input.password } });
    fireEvent.change(field(AUTH_TEXT.captcha), { target: { value: input.captcha } });
    // The full form takes over while the button is held: its click never comes.
    fireEvent.pointerDown(submit, { button: 0 });

    await waitFor(() => expect(screen.getByText('dashboard home')).toBeInTheDocument());
  });
});
