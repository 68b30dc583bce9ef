import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ORDER_TEXT } from '../text';
import { OrderActions } from './OrderActions';

const paid = { orderNo: 'S20261120000001', status: 'PAID', amount: 700, refundedAmount: 0 };

describe('OrderActions', () => {
  it('offers ship and refund on a paid order to a viewer with the right to change orders', () => {
    renderWithProviders(<OrderActions order={paid} onAction={jest.fn().mockResolvedValue([])} />);
    expect(screen.getByRole('button', { name: ORDER_TEXT.ship })).toBeEnabled();
    expect(screen.getByRole('button', { name: ORDER_TEXT.refund })).toBeInTheDocument();
    expect(screen.queryByTestId('action-not-granted')).not.toBeInTheDocument();
  });

  it('gives a viewer without the right (no onAction) a note and no button that moves money', () => {
    renderWithProviders(<OrderActions order={paid} />);
    expect(screen.queryByRole('button', { name: ORDER_TEXT.ship })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ORDER_TEXT.refund })).not.toBeInTheDocument();
    expect(screen.getByTestId('action-not-granted')).toHaveTextContent('您沒有此功能的權限');
  });
});
