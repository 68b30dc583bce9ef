import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChangePasswordDocument, PasswordStateDocument } from '../../../graphql/documents/members';
import type { ChangePasswordInput } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { MEMBERS_TEXT as T } from '../text';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const stateMock = {
  request: { query: PasswordStateDocument },
  result: {
    data: {
      passwordState: {
        __typename: 'PasswordState',
        mustChange: false,
        expired: true,
        changedAt: '2026-01-01T00:00:00.000Z',
        maxAgeDays: 90,
        aesStr: 'AES1',
      },
    },
  },
  maxUsageCount: 5,
};

const input: ChangePasswordInput = {
  oldPassword: 'Sandbox+Demo2026',
  newPassword: 'Brand+New2026pw',
  newPasswordConfirmed: 'Brand+New2026pw',
  captcha: 'AB12C',
  aesStr: 'AES1',
};

function changeMock(result: object) {
  return {
    request: { query: ChangePasswordDocument, variables: { input } },
    result: { data: { changePassword: { __typename: 'PasswordPayload', ...result } } },
  };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const captchaSrc = () => screen.getByRole('button', { name: '圖形驗證碼，點擊可更換' }).getAttribute('src');

/** Fills the four fields. */
async function fill(values: Omit<ChangePasswordInput, 'aesStr'>) {
  await screen.findByLabelText(new RegExp(`^${T.oldPassword}`));
  fireEvent.change(field(T.oldPassword), { target: { value: values.oldPassword } });
  fireEvent.change(field(T.newPassword), { target: { value: values.newPassword } });
  fireEvent.change(field(T.newPasswordConfirmed), { target: { value: values.newPasswordConfirmed } });
  fireEvent.change(field(T.captcha), { target: { value: values.captcha } });
  // The token arrives with passwordState; submit only once it is there (and the changes' validation has settled).
  await waitFor(() => expect(screen.getByRole('button', { name: T.changeSubmit })).toBeEnabled());
}

/** Synchronous, so the test's next findBy or waitFor is already waiting when the form reacts. */
const submit = () => fireEvent.click(screen.getByRole('button', { name: T.changeSubmit }));

describe('ChangePasswordDialog', () => {
  it('checks the four fields with the SPEC §5 messages', async () => {
    renderWithProviders(<ChangePasswordDialog open forced={false} onClose={jest.fn()} />, { mocks: [stateMock] });
    await fill({ oldPassword: '', newPassword: 'short', newPasswordConfirmed: 'other', captcha: 'ABCDEF' });
    submit();
    expect(await screen.findByText(T.oldRequired)).toBeInTheDocument();
    expect(screen.getByText('密碼長度至少 12 個字元')).toBeInTheDocument();
    expect(screen.getByText('確認密碼需與登入密碼相同')).toBeInTheDocument();
  });

  it('limits the captcha to five upper-case characters', async () => {
    renderWithProviders(<ChangePasswordDialog open forced={false} onClose={jest.fn()} />, { mocks: [stateMock] });
    const captcha = (await screen.findByLabelText(new RegExp(`^${T.captcha}`))) as HTMLInputElement;
    fireEvent.change(captcha, { target: { value: 'ab12c' } });
    await waitFor(() => expect(captcha.value).toBe('AB12C'));
    expect(captcha.maxLength).toBe(5);
  });

  it('hides cancel when forced and offers it otherwise', async () => {
    const onClose = jest.fn();
    const { unmount } = renderWithProviders(<ChangePasswordDialog open forced onClose={onClose} />, {
      mocks: [stateMock],
    });
    expect(await screen.findByText(T.forcedHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.cancel })).toBeNull();
    unmount();
    renderWithProviders(<ChangePasswordDialog open forced={false} onClose={onClose} />, { mocks: [stateMock] });
    fireEvent.click((await screen.findAllByRole('button', { name: T.cancel }))[0]!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refreshes the captcha and shows the server message on failure', async () => {
    const errors = [
      { __typename: 'FieldError', field: 'oldPassword', code: 'WRONG_PASSWORD', message: '目前的登入密碼錯誤' },
    ];
    renderWithProviders(<ChangePasswordDialog open forced={false} onClose={jest.fn()} />, {
      mocks: [stateMock, changeMock({ success: false, message: '目前的登入密碼錯誤', errors })],
    });
    await screen.findByLabelText(new RegExp(`^${T.oldPassword}`));
    const before = captchaSrc();
    await fill(input);
    submit();
    expect(await screen.findByText('目前的登入密碼錯誤')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('目前的登入密碼錯誤', 'error');
    await waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect((field(T.captcha) as HTMLInputElement).value).toBe('');
  });

  it('on success shows the toast, then goes to /logout once it has closed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderWithProviders(<ChangePasswordDialog open forced onClose={jest.fn()} />, {
        mocks: [stateMock, changeMock({ success: true, message: '密碼變更成功，請以新密碼重新登入', errors: [] })],
        routes: [{ path: '/logout', element: <p>logged out</p> }],
      });
      await fill(input);
      submit();
      await waitFor(() => expect(showToast).toHaveBeenCalledWith('密碼變更成功，請以新密碼重新登入', 'success'));
      expect(screen.queryByText('logged out')).toBeNull();
      act(() => {
        jest.advanceTimersByTime(5000);
      });
      expect(await screen.findByText('logged out')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
