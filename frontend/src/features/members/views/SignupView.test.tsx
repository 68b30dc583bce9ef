import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SignupDocument } from '../../../graphql/documents/members';
import type { SignupInput } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { MEMBERS_TEXT as T } from '../text';
import { SignupView } from './SignupView';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const personal: SignupInput = {
  kind: 'PERSONAL',
  account: 'new_member',
  password: 'Strong+Pass2026',
  passwordConfirmed: 'Strong+Pass2026',
  name: '張新會員',
  identityNo: 'B123456780',
  email: 'new@example.com',
  mobile: '0912000111',
  agreeTerms: true,
  captcha: 'AB12C',
};

async function fill(input: SignupInput) {
  change(T.account, input.account);
  change(T.password, input.password);
  change(T.passwordConfirmed, input.passwordConfirmed);
  change(input.kind === 'BUSINESS' ? T.companyName : T.personalName, input.name);
  if (input.kind !== 'BUYER') change(input.kind === 'BUSINESS' ? T.taxId : T.nationalId, input.identityNo ?? '');
  change(T.email, input.email);
  change(T.mobile, input.mobile);
  change(T.captcha, input.captcha);
  if (input.agreeTerms) {
    fireEvent.click(screen.getByRole('checkbox'));
    // The checkbox reports its change asynchronously.
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
  }
  // The changes validate asynchronously: let that settle before the test goes on.
  await waitFor(() => expect(field(T.email)).toHaveValue(input.email));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: T.signupSubmit }));

function mock(input: SignupInput, signup: object) {
  return { request: { query: SignupDocument, variables: { input } }, result: { data: { signup } } };
}

describe('SignupView', () => {
  it('links the terms and privacy pages by their own paths, also from the buyer signup', () => {
    // A relative href would resolve to /signup/terms here.
    renderWithProviders(<SignupView />, { path: '/signup/:buyer?', url: '/signup/buyer' });
    expect(screen.getByRole('link', { name: T.terms })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: T.privacy })).toHaveAttribute('href', '/privacy');
  });

  it('keeps the deployment base path (/slave) in the terms and privacy links', () => {
    const meta = document.createElement('meta');
    meta.name = 'base-path';
    meta.content = '/slave';
    document.head.appendChild(meta);
    try {
      renderWithProviders(<SignupView />, { path: '/signup/:buyer?', url: '/signup/buyer' });
      expect(screen.getByRole('link', { name: T.terms })).toHaveAttribute('href', '/slave/terms');
      expect(screen.getByRole('link', { name: T.privacy })).toHaveAttribute('href', '/slave/privacy');
    } finally {
      meta.remove();
    }
  });

  it('shows the SPEC §5 messages for invalid values and the form toast', async () => {
    renderWithProviders(<SignupView />, { path: '/signup' });
    await fill({
      ...personal,
      account: 'bad account!',
      password: 'short',
      passwordConfirmed: 'other',
      identityNo: 'a123',
      email: 'x@y',
      mobile: '0812',
      name: '王1',
      agreeTerms: false,
    });
    submit();
    expect(await screen.findByText('帳號最多 20 個字元，僅限英文字母、數字及 _ . @')).toBeInTheDocument();
    expect(screen.getByText('密碼長度至少 12 個字元')).toBeInTheDocument();
    expect(screen.getByText('確認密碼需與登入密碼相同')).toBeInTheDocument();
    expect(
      screen.getByText('身分證字號格式錯誤（首字為大寫英文字母，第二碼為 1 或 2，後接 8 位數字）'),
    ).toBeInTheDocument();
    expect(screen.getByText('電子信箱格式錯誤')).toBeInTheDocument();
    expect(screen.getByText('手機號碼格式錯誤，請輸入 09 開頭的 10 位數字')).toBeInTheDocument();
    expect(screen.getByText('姓名僅限中文或英文字母，且少於 30 個字')).toBeInTheDocument();
    expect(screen.getByText('請閱讀並同意服務條款與隱私權政策')).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
  });

  it('asks a business for the company name and an 8-digit tax ID', async () => {
    renderWithProviders(<SignupView />, { path: '/signup' });
    fireEvent.click(screen.getByLabelText(T.kindBusiness));
    expect(await screen.findByLabelText(new RegExp(`^${T.companyName}`))).toBeInTheDocument();
    change(T.taxId, '1234');
    submit();
    expect(await screen.findByText('統一編號須為 8 位數字')).toBeInTheDocument();
  });

  it('puts server duplicates on their fields', async () => {
    const errors = [
      { __typename: 'FieldError', field: 'identityNo', code: 'DUPLICATE', message: '此身分證字號已註冊為會員' },
      { __typename: 'FieldError', field: 'email', code: 'DUPLICATE', message: '此電子信箱已被其他個人會員使用' },
    ];
    renderWithProviders(<SignupView />, {
      path: '/signup',
      mocks: [mock(personal, { __typename: 'SignupPayload', viewer: null, errors })],
    });
    await fill(personal);
    submit();
    expect(await screen.findByText('此身分證字號已註冊為會員')).toBeInTheDocument();
    expect(screen.getByText('此電子信箱已被其他個人會員使用')).toBeInTheDocument();
    expect((field(T.captcha) as HTMLInputElement).value).toBe('');
  });

  it('signs the buyer up without an identity number and opens the buyer area', async () => {
    const buyer: SignupInput = { ...personal, kind: 'BUYER', identityNo: null };
    const viewer = {
      __typename: 'Viewer',
      id: 'member:9',
      kind: 'BUYER',
      account: 'new_member',
      name: '張新會員',
      memType: 'BUYER',
      isAssistant: false,
      isPlatform: false,
      roles: ['BUYER'],
      permissions: [],
    };
    renderWithProviders(<SignupView />, {
      path: '/signup/:buyer?',
      url: '/signup/buyer',
      mocks: [mock(buyer, { __typename: 'SignupPayload', viewer, errors: [] })],
      routes: [{ path: '/buyer', element: <p>buyer area</p> }],
    });
    expect(screen.queryByLabelText(new RegExp(`^${T.nationalId}`))).toBeNull();
    await fill(buyer);
    submit();
    expect(await screen.findByText('buyer area')).toBeInTheDocument();
  });
});
