import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { TransactionDetailPanel, type DetailPanelProps } from './TransactionDetailPanel';

jest.mock('../../../lib/toast', () => ({ showToast: jest.fn(), toaster: {} }));

const data: DetailPanelProps['data'] = {
  refundable: 1000,
  refundFee: 10,
  refunds: [],
  entries: [
    {
      entryId: 1,
      kind: 'payment',
      memo: '收款',
      account: 'trust',
      amount: 975,
      balanceAfter: 975,
      tradeNo: '20261122104732888968',
      withdrawalId: null,
      createdAt: '2026-11-22T02:47:00Z',
    },
  ],
  transaction: {
    id: 1,
    tradeNo: '20261122104732888968',
    merchantOrderNo: 'UOP2_MWR8L39TAXY',
    merchantName: '好物商行',
    itemName: '手作蛋糕禮盒',
    amount: 1000,
    fee: 25,
    payType: 'CVS',
    payTypeLabel: '超商代碼',
    status: 'PAID',
    statusLabel: '付款成功',
    installments: 1,
    buyerName: '林美玲',
    buyerEmail: 'buyer@example.com',
    refundedAmount: 0,
    createdAt: '2026-11-22T02:47:00Z',
    paidAt: '2026-11-22T02:47:00Z',
    settleDueAt: '2026-11-29T02:47:00Z',
    settledAt: null,
  },
};

describe('TransactionDetailPanel', () => {
  it('shows the entries, refuses more than the paid amount, and confirms a refund with its fee', async () => {
    const onRefund = jest.fn().mockResolvedValue([]);
    renderWithProviders(<TransactionDetailPanel data={data} onRefund={onRefund} onClose={jest.fn()} />);
    expect(screen.getByText('收款入信託')).toBeInTheDocument();
    expect(screen.getByText('2026/11/29 10:47')).toBeInTheDocument(); // settle-due date in Taiwan time

    const amount = screen.getByLabelText(/^退款金額/);
    fireEvent.change(amount, { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    expect(await screen.findByText('退款金額不可超過訂單金額')).toBeInTheDocument();

    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('退款 $400 給付款人，另收退款手續費 $10');
    expect(onRefund).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '確認退款' }).at(-1)!);
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith(400));
  });
});
