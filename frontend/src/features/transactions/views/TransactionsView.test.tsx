import { fireEvent, screen } from '@testing-library/react';
import { TransactionsDocument } from '../../../graphql/documents/transactions';
import { formatMoney } from '../../../lib/money-format';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import { defaultTransactionFilter, toTransactionFilter } from '../../../lib/transaction-filter';
import { renderWithProviders } from '../../../test/render';
import { TransactionsView } from './TransactionsView';

const row = (id: number, tradeNo: string) => ({
  __typename: 'TransactionView',
  id,
  tradeNo,
  merchantOrderNo: null,
  merchantName: '好物商行',
  itemName: `品項 ${id}`,
  amount: 1_000,
  fee: 28,
  payType: 'CREDIT',
  payTypeLabel: '信用卡',
  status: 'PAID',
  statusLabel: '付款成功',
  installments: 1,
  buyerName: '林美玲',
  buyerEmail: 'buyer@example.com',
  mobileBarcode: null,
  refundedAmount: 0,
  createdAt: '2026-11-26T02:00:00.000Z',
  paidAt: '2026-11-26T02:00:00.000Z',
  settleDueAt: null,
  settledAt: null,
});

function page(after: string | null, withTotals: boolean, items: object[], nextCursor: string | null) {
  const filter = toTransactionFilter(defaultTransactionFilter(), after);
  return {
    request: { query: TransactionsDocument, variables: { filter, withTotals } },
    result: {
      data: {
        transactions: {
          __typename: 'TransactionPage',
          items,
          nextCursor,
          range: { __typename: 'DateRange', from: filter.from, to: filter.to },
          errors: [],
          ...(withTotals ? { totalCount: 3_000, totalAmount: 3_000_000_000 } : {}),
        },
      },
    },
  };
}

describe('TransactionsView', () => {
  it('asks for the totals with the first page only and keeps showing them on the next page', async () => {
    renderWithProviders(<TransactionsView />, {
      path: '/auth/transactions/detail',
      // A mock answers only its exact variables: a second page that asked for totals again would find none.
      mocks: [
        REFERENCE_MOCK,
        page(null, true, [row(1, '20261126000000000001')], 'cursor-1'),
        page('cursor-1', false, [row(2, '20261126000000000002')], null),
      ],
    });
    const totals = `共 3000 筆，成功收款 ${formatMoney(3_000_000_000)}`;
    expect(await screen.findByText('20261126000000000001')).toBeInTheDocument();
    expect(screen.getByText(totals)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(await screen.findByText('20261126000000000002')).toBeInTheDocument();
    expect(screen.queryByText('20261126000000000001')).not.toBeInTheDocument();
    expect(screen.getByText(totals)).toBeInTheDocument();
  });
});
