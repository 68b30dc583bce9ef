import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ORDER_TEXT } from '../text';
import { OrderActions } from './OrderActions';

const paid = { orderNo: 'S20261120000001', status: 'PAID', amount: 700, refundedAmount: 0, deliveryMethod: 'CVS_C2C' };

describe('OrderActions', () => {
  it('offers 出貨 (the parcel form of the order’s delivery, filled in from the order) and refund on a paid order', () => {
    renderWithProviders(<OrderActions order={paid} onAction={jest.fn().mockResolvedValue([])} />);
    expect(screen.getByRole('link', { name: ORDER_TEXT.ship })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/auth\/shipping\/create-normal\?orderNo=S20261120000001$/),
    );
    expect(screen.getByRole('button', { name: ORDER_TEXT.refund })).toBeInTheDocument();
    expect(screen.queryByTestId('action-not-granted')).not.toBeInTheDocument();
  });

  it('ships a home delivery with the home form, and offers no 出貨 once the order has a live parcel', () => {
    const { unmount } = renderWithProviders(
      <OrderActions order={{ ...paid, deliveryMethod: 'HOME' }} onAction={jest.fn().mockResolvedValue([])} />,
    );
    expect(screen.getByRole('link', { name: ORDER_TEXT.ship })).toHaveAttribute(
      'href',
      expect.stringContaining('/shipping/create-home?orderNo='),
    );
    unmount();
    const shipped = { ...paid, status: 'SHIPPED', parcel: { id: 3, logisticsNo: 'CC123', status: 'CREATED' } };
    renderWithProviders(<OrderActions order={shipped} onAction={jest.fn().mockResolvedValue([])} />);
    expect(screen.queryByRole('link', { name: ORDER_TEXT.ship })).not.toBeInTheDocument();
  });

  it('gives a viewer without the right (no onAction) a note and no button that moves money', () => {
    renderWithProviders(<OrderActions order={paid} />);
    expect(screen.queryByRole('link', { name: ORDER_TEXT.ship })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ORDER_TEXT.refund })).not.toBeInTheDocument();
    expect(screen.getByTestId('action-not-granted')).toHaveTextContent('您沒有此功能的權限');
  });

  it('asks why before a refund (a reason, a note with 其他) and sends them with the refund', async () => {
    const onAction = jest.fn().mockResolvedValue([]);
    renderWithProviders(<OrderActions order={paid} onAction={onAction} />);
    const refund = () => fireEvent.click(screen.getByRole('button', { name: ORDER_TEXT.refund }));
    refund();
    expect(await screen.findByText('請選擇退款原因')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^退款原因/), { target: { value: 'OTHER' } });
    refund();
    expect(await screen.findByText('選擇「其他」時請說明退款原因')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^說明/), { target: { value: ' 尺寸不合 ' } });
    refund();
    const confirm = await screen.findByRole('alertdialog');
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: ORDER_TEXT.refund, hidden: true }));
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith({ kind: 'refund', restock: true, reason: 'OTHER', note: '尺寸不合' }),
    );
  });

  it('sends a listed reason without a note as none', async () => {
    const onAction = jest.fn().mockResolvedValue([]);
    renderWithProviders(<OrderActions order={paid} onAction={onAction} />);
    fireEvent.change(screen.getByLabelText(/^退款原因/), { target: { value: 'OUT_OF_STOCK' } });
    fireEvent.click(screen.getByRole('button', { name: ORDER_TEXT.refund }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: ORDER_TEXT.refund, hidden: true }),
    );
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith({ kind: 'refund', restock: true, reason: 'OUT_OF_STOCK', note: null }),
    );
  });
});
