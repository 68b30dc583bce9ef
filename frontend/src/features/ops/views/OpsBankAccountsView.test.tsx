import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PendingBankAccountsDocument,
  RejectBankAccountDocument,
  VerifyBankAccountDocument,
} from '../../../graphql/documents/ops';
import { showToast } from '../../../lib/toast';
import { openQueueRow } from '../../../test/ops-queue';
import { pagedAnswer } from '../../../test/paged';
import { renderWithProviders } from '../../../test/render';
import { auditMock, viewerMock } from './ops-fixtures';
import { OpsBankAccountsView } from './OpsBankAccountsView';

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
  result: { data: { pendingBankAccounts: pagedAnswer('PendingBankAccountPage', rows) } },
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

  it('lists the account, opens it, verifies after a confirmation and shows the audit line', async () => {
    const verify = {
      request: { query: VerifyBankAccountDocument, variables: { memberId: 3 } },
      result: { data: bankPayload('verifyBankAccount', { __typename: 'BankAccountView', verified: true }) },
    };
    renderWithProviders(<OpsBankAccountsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        pending([account]),
        verify,
        auditMock(3, 'bank_account.verify', { verified: true }),
        pending([]),
      ],
    });
    expect(await screen.findByText(/812 台新國際商業銀行/)).toBeInTheDocument();
    expect(screen.getByText(/\*\*\*\*\*\*\*\*\*\*8901/)).toBeInTheDocument();
    const drawer = await openQueueRow('審核 王小明');
    expect(within(drawer).getByRole('link', { name: '異動紀錄' })).toHaveAttribute('href', '/ops/audit/3');
    fireEvent.click(within(drawer).getByRole('button', { name: '驗證通過' }));
    expect(await screen.findByText('確認「王小明」的提領帳戶為本人名下的台灣銀行帳戶？')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('提領帳戶已驗證', 'success'));
    expect(await within(drawer).findByText('已由 營運人員 於 2026/03/02 10:30 驗證通過')).toBeInTheDocument();
    expect(await screen.findByText('目前沒有待驗證的提領帳戶')).toBeInTheDocument();
    expect(screen.getByTestId('ops-audit-line')).toHaveTextContent(
      '王小明：已由 營運人員 於 2026/03/02 10:30 驗證通過',
    );
  });

  it('rejects with a reason after a confirmation; the audit line carries the reason', async () => {
    const reject = {
      request: { query: RejectBankAccountDocument, variables: { memberId: 3, reason: '戶名與會員不符' } },
      result: {
        data: bankPayload('rejectBankAccount', {
          __typename: 'BankAccountView',
          verified: false,
          rejectReason: '戶名與會員不符',
        }),
      },
    };
    renderWithProviders(<OpsBankAccountsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        pending([account]),
        reject,
        auditMock(3, 'bank_account.reject', { verified: false, reason: '戶名與會員不符' }),
        pending([]),
      ],
    });
    const drawer = await openQueueRow('審核 王小明');
    fireEvent.change(within(drawer).getByLabelText(/不通過原因/), { target: { value: '戶名與會員不符' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '驗證不通過' }));
    expect(await screen.findByText('確定「王小明」的提領帳戶驗證不通過？會員需重新設定帳戶。')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已通知會員帳戶驗證未通過', 'success'));
    expect(
      await within(drawer).findByText('已由 營運人員 於 2026/03/02 10:30 驗證不通過：戶名與會員不符'),
    ).toBeInTheDocument();
  });

  it('needs a reason to reject and shows a server refusal in the drawer', async () => {
    const reject = {
      request: { query: RejectBankAccountDocument, variables: { memberId: 3, reason: '戶名與會員不符' } },
      result: {
        data: bankPayload('rejectBankAccount', null, [
          { __typename: 'FieldError', field: 'memberId', code: 'NOT_FOUND', message: '查無待驗證的提領帳戶' },
        ]),
      },
    };
    renderWithProviders(<OpsBankAccountsView />, { mocks: [viewerMock('OPERATOR'), pending([account]), reject] });
    const drawer = await openQueueRow('審核 王小明');
    fireEvent.click(within(drawer).getByRole('button', { name: '驗證不通過' }));
    expect(await within(drawer).findByText('請輸入不通過原因')).toBeInTheDocument();
    expect(screen.queryByText('確認驗證不通過')).not.toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText(/不通過原因/), { target: { value: '戶名與會員不符' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '驗證不通過' }));
    fireEvent.click(await screen.findByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('查無待驗證的提領帳戶', 'error'));
    expect(await within(drawer).findByText('查無待驗證的提領帳戶')).toBeInTheDocument();
    expect(screen.queryByTestId('ops-audit-line')).not.toBeInTheDocument();
  });

  it('searches by member name', async () => {
    renderWithProviders(<OpsBankAccountsView />, { mocks: [viewerMock('OPERATOR'), pending([account])] });
    expect(await screen.findByTestId('pending-bank-account')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/搜尋會員姓名/), { target: { value: '陳' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('沒有符合條件的提領帳戶')).toBeInTheDocument();
  });
});
