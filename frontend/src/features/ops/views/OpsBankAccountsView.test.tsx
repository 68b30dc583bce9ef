import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  PendingBankAccountsDocument,
  RejectBankAccountDocument,
  VerifyBankAccountDocument,
} from '../../../graphql/documents/ops';
import { showToast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { viewerMock } from './ops-fixtures';
import { OpsBankAccountsView } from './OpsBankAccountsView';

jest.mock('../../../lib/toast', () => ({ showToast: jest.fn(), toaster: {}, TOAST_DURATION_MS: 5000 }));

const account = {
  __typename: 'PendingBankAccountView',
  memberId: 3,
  memberName: '王小明',
  loginName: 'personal01',
  memType: 'PERSONAL',
  bankCode: '812',
  branchCode: '',
  accountNoMasked: '**********8901',
  accountName: '王小明',
  updatedAt: '2026-11-21T01:00:00.000Z',
};
const pending = (rows: unknown[]) => ({
  request: { query: PendingBankAccountsDocument },
  result: { data: { pendingBankAccounts: rows } },
});
const bankPayload = (key: string, bankAccount: unknown, errors: unknown[] = []) => ({
  [key]: { __typename: 'BankAccountPayload', bankAccount, errors },
});

beforeEach(() => jest.mocked(showToast).mockClear());

describe('OpsBankAccountsView', () => {
  it('shows the empty state', async () => {
    renderWithProviders(<OpsBankAccountsView />, { mocks: [viewerMock('OPERATOR'), pending([])] });
    expect(await screen.findByText('目前沒有待驗證的提領帳戶')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    renderWithProviders(<OpsBankAccountsView />, {
      mocks: [viewerMock('OPERATOR'), { request: { query: PendingBankAccountsDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });

  it('lists the account with the bank name and verifies it after a confirmation', async () => {
    const verify = {
      request: { query: VerifyBankAccountDocument, variables: { memberId: 3 } },
      result: { data: bankPayload('verifyBankAccount', { __typename: 'BankAccountView', verified: true }) },
    };
    renderWithProviders(<OpsBankAccountsView />, {
      mocks: [viewerMock('OPERATOR'), pending([account]), verify, pending([])],
    });
    expect(await screen.findByText(/812 台新國際商業銀行/)).toBeInTheDocument();
    expect(screen.getByText(/\*\*\*\*\*\*\*\*\*\*8901/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '異動紀錄' })).toHaveAttribute('href', '/ops/audit/3');
    fireEvent.click(screen.getByRole('button', { name: '驗證通過' }));
    expect(await screen.findByText('確認「王小明」的提領帳戶為本人名下的台灣銀行帳戶？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('提領帳戶已驗證', 'success'));
    expect(await screen.findByText('目前沒有待驗證的提領帳戶')).toBeInTheDocument();
  });

  it('needs a reason to reject and shows a server refusal on the card', async () => {
    const reject = {
      request: { query: RejectBankAccountDocument, variables: { memberId: 3, reason: '戶名與會員不符' } },
      result: {
        data: bankPayload('rejectBankAccount', null, [
          { __typename: 'FieldError', field: 'memberId', code: 'NOT_FOUND', message: '查無待驗證的提領帳戶' },
        ]),
      },
    };
    renderWithProviders(<OpsBankAccountsView />, { mocks: [viewerMock('OPERATOR'), pending([account]), reject] });
    fireEvent.click(await screen.findByRole('button', { name: '驗證不通過' }));
    expect(await screen.findByText('請輸入不通過原因')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/不通過原因/), { target: { value: '戶名與會員不符' } });
    fireEvent.click(screen.getByRole('button', { name: '驗證不通過' }));
    fireEvent.click(await screen.findByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('查無待驗證的提領帳戶', 'error'));
    expect(await screen.findAllByText('查無待驗證的提領帳戶')).not.toHaveLength(0);
  });
});
