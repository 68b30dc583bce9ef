import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { TransactionDetailPanel, type DetailPanelProps } from './TransactionDetailPanel';

const data: DetailPanelProps['data'] = {
  refundable: 1000,
  refundFee: 10,
  refunds: [],
  notify: null,
  entries: [
    {
      entryId: 1,
      kind: 'PAYMENT',
      memo: '收款',
      account: 'trust',
      amount: 975,
      balanceAfter: 975,
      tradeNo: '20261122104732888968',
      withdrawalId: null,
      shipmentId: null,
      logisticsNo: null,
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
    mobileBarcode: '/ABC+123',
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
    expect(screen.getByText('/ABC+123')).toBeInTheDocument(); // 手機條碼
    expect(screen.getByText('2026/11/29 10:47')).toBeInTheDocument(); // settle-due date in Taiwan time

    const amount = screen.getByLabelText(/^退款金額/);
    fireEvent.change(amount, { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    expect(await screen.findByText('退款金額不可超過訂單金額')).toBeInTheDocument();

    fireEvent.change(amount, { target: { value: '400' } });
    // A reason is required; 其他 needs a note.
    fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    expect(await screen.findByText('請選擇退款原因')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^退款原因/), { target: { value: 'OTHER' } });
    fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    expect(await screen.findByText('選擇「其他」時請說明退款原因')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^說明/), { target: { value: '尺寸不合' } });
    fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('退款 $400 給付款人，另收退款手續費 $10');
    expect(onRefund).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '確認退款' }).at(-1)!);
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ amount: '400', reason: 'OTHER', note: '尺寸不合' }));
  });

  it('lists each refund with its reason', () => {
    const refund = { id: 1, amount: 300, fee: 10, reserved: false, createdAt: '2026-11-23T02:00:00Z' };
    renderWithProviders(
      <TransactionDetailPanel
        data={{
          ...data,
          refunds: [
            { ...refund, executedAt: null, reason: 'DEFECTIVE', note: '' },
            { ...refund, id: 2, executedAt: null, reason: 'OTHER', note: '尺寸不合' },
            { ...refund, id: 3, executedAt: null, reason: null, note: '' },
          ],
        }}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByText('商品瑕疵或損壞')).toBeInTheDocument();
    expect(screen.getByText('其他：尺寸不合')).toBeInTheDocument();
  });

  it('gives a viewer without the right to refund a note instead of the refund form', () => {
    renderWithProviders(<TransactionDetailPanel data={data} onClose={jest.fn()} />);
    expect(screen.queryByLabelText(/^退款金額/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '確認退款' })).not.toBeInTheDocument();
    expect(screen.getByTestId('action-not-granted')).toHaveTextContent('您沒有此功能的權限');
  });

  it('shows the callback log with every attempt and sends it again on 重新發送', async () => {
    const onResendNotify = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <TransactionDetailPanel
        data={{
          ...data,
          refundable: 0,
          notify: {
            status: 'PENDING',
            statusLabel: '等待發送',
            nextAttemptAt: '2026-11-22T03:17:00Z',
            attempts: [
              { attempt: 1, at: '2026-11-22T02:48:00Z', statusCode: 500, ok: false, error: 'HTTP 500' },
              { attempt: 2, at: '2026-11-22T02:49:00Z', statusCode: null, ok: false, error: '逾時未回應' },
            ],
          },
        }}
        onRefund={jest.fn()}
        onClose={jest.fn()}
        onResendNotify={onResendNotify}
      />,
    );
    const log = screen.getByTestId('notify-log');
    expect(log).toHaveTextContent('等待發送');
    expect(log).toHaveTextContent('2026/11/22 11:17');
    const attempts = screen.getAllByTestId('notify-attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toHaveTextContent('500');
    expect(attempts[0]).toHaveTextContent('HTTP 500');
    expect(attempts[1]).toHaveTextContent('逾時未回應');
    fireEvent.click(screen.getByRole('button', { name: '重新發送' }));
    await waitFor(() => expect(onResendNotify).toHaveBeenCalledTimes(1));
  });

  it('says so when the shop has no notify URL, with no resend button', () => {
    renderWithProviders(
      <TransactionDetailPanel
        data={{ ...data, notify: { status: 'NONE', statusLabel: '未設定通知網址', nextAttemptAt: null, attempts: [] } }}
        onRefund={jest.fn()}
        onClose={jest.fn()}
        onResendNotify={jest.fn()}
      />,
    );
    expect(screen.getByText(/此商店未設定通知網址/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新發送' })).toBeNull();
  });
});
