import { fireEvent, screen } from '@testing-library/react';
import type { BuyerTransactionFieldsFragment } from '../../../graphql/generated';
import { renderWithProviders } from '../../../test/render';
import { CheckoutForm } from '../components/CheckoutForm';
import { PaymentResult } from './PayLinkView';

const failed: BuyerTransactionFieldsFragment = {
  tradeNo: '20261124000000000001',
  merchantOrderNo: 'UOP2_X',
  amount: 1200,
  quantity: 1,
  payType: 'CREDIT',
  status: 'FAILED',
  paymentCode: null,
  codeExpiresAt: null,
  paidAt: null,
  installments: 1,
  failureReason: '發卡銀行拒絕授權',
};

describe('a failed payment (seller day 6: not a dead end)', () => {
  it('says why and offers to pay another way', () => {
    const onRetry = jest.fn();
    renderWithProviders(<PaymentResult tx={failed} onMarkPaid={jest.fn()} marking={false} onRetry={onRetry} />);
    expect(screen.getByText('發卡銀行拒絕授權')).toBeInTheDocument();
    expect(screen.getByText(/也沒有扣款/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '改用其他方式重新付款' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says how many units a paid order bought', () => {
    renderWithProviders(
      <PaymentResult
        tx={{ ...failed, status: 'PAID', failureReason: null, quantity: 3, amount: 3600 }}
        onMarkPaid={jest.fn()}
        marking={false}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByTestId('bought-quantity')).toHaveTextContent('3');
    expect(screen.getByText('$3,600')).toBeInTheDocument();
  });

  it('offers no retry for a paid one', () => {
    renderWithProviders(
      <PaymentResult
        tx={{ ...failed, status: 'PAID', failureReason: null }}
        onMarkPaid={jest.fn()}
        marking={false}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: '改用其他方式重新付款' })).toBeNull();
  });

  it('keeps what the buyer typed when the form comes back', () => {
    renderWithProviders(
      <CheckoutForm
        data={{
          amount: 1200,
          payTypes: ['CREDIT', 'ATM'],
          installments: [],
          sandboxCards: { success: '4311', decline: '4000' },
          initial: {
            quantity: '1',
            amount: '',
            buyerName: '林美玲',
            buyerEmail: 'meiling@example.com',
            payType: 'CREDIT',
            cardNumber: '',
            installments: '1',
            cardMethod: 'credit',
            mobileBarcode: '/ABC+123',
          },
        }}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByLabelText(/^付款人姓名/)).toHaveValue('林美玲');
    expect(screen.getByLabelText(/^電子信箱/)).toHaveValue('meiling@example.com');
    expect(screen.getByLabelText(/^手機條碼/)).toHaveValue('/ABC+123');
  });
});
