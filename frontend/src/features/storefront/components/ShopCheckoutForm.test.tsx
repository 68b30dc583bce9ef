import { COMPONENT_TEXT } from '../../../components/text';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { VALIDATION_MESSAGES } from '@paydesk/shared/validation-rules';
import { renderWithProviders } from '../../../test/render';
import { lineErrorsOf } from '../checkout-errors';
import { CHECKOUT_TEXT } from '../text';
import { ShopCheckoutForm, type ShopCheckoutFormProps } from './ShopCheckoutForm';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const data: ShopCheckoutFormProps['data'] = {
  deliveryMethods: ['CVS_C2C', 'HOME'],
  payTypes: ['CREDIT', 'ATM'],
  installments: [3, 6],
  sandboxCards: { success: '4311952222222222', decline: '4000000000000002' },
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type(COMPONENT_TEXT.checkout.buyerName, '林美玲');
  type(COMPONENT_TEXT.checkout.buyerEmail, 'meiling@example.com');
  type(COMPONENT_TEXT.checkout.buyerMobile, '0912345678');
  type(CHECKOUT_TEXT.pickupStore, '7-11 信義門市');
  type(COMPONENT_TEXT.checkout.cardNumber, '4311952222222222');
}

describe('ShopCheckoutForm', () => {
  it('shows the SPEC §5 messages and sends nothing while the buyer fields are invalid', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<ShopCheckoutForm data={data} onSubmit={onSubmit} />);
    type(COMPONENT_TEXT.checkout.buyerName, 'A1');
    type(COMPONENT_TEXT.checkout.buyerEmail, '王 @x');
    type(COMPONENT_TEXT.checkout.buyerMobile, '12345');

    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.submit }));

    expect(await screen.findByText(VALIDATION_MESSAGES.userName)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.mobile)).toBeInTheDocument();
    expect(screen.getByText(SHOP_MESSAGES.pickupStore)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXT.cardRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an address on home delivery and hides the card for a pay type without one', async () => {
    renderWithProviders(<ShopCheckoutForm data={data} onSubmit={jest.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: '宅配到府' }));
    fireEvent.change(screen.getByLabelText(COMPONENT_TEXT.checkout.payType), { target: { value: 'ATM' } });

    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.submit }));

    expect(await screen.findByText(SHOP_MESSAGES.address)).toBeInTheDocument();
    expect(screen.getByLabelText(CHECKOUT_TEXT.address)).toBeInTheDocument();
    expect(screen.queryByLabelText(COMPONENT_TEXT.checkout.cardNumber)).not.toBeInTheDocument();
  });

  it('prefills a signed-in buyer and sends the values', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(
      <ShopCheckoutForm
        data={{ ...data, buyer: { name: '示範買家', email: 'buyer01@example.com', mobile: '0911222333' } }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText(COMPONENT_TEXT.checkout.buyerEmail)).toHaveValue('buyer01@example.com');
    type(CHECKOUT_TEXT.pickupStore, '全家 市府店');
    type(COMPONENT_TEXT.checkout.cardNumber, '4311952222222222');
    fireEvent.change(screen.getByLabelText(COMPONENT_TEXT.checkout.installments), { target: { value: '3' } });

    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.submit }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      buyerName: '示範買家',
      buyerMobile: '0911222333',
      deliveryMethod: 'CVS_C2C',
      deliveryAddress: '全家 市府店',
      payType: 'CREDIT',
      installments: '3',
    });
  });

  it('puts server errors on their fields and the stock refusals above the submit button', async () => {
    const stock = SHOP_MESSAGES.insufficientStock('手工皂', 2);
    const onSubmit = jest.fn().mockResolvedValue([
      { field: 'cardNumber', message: '交易失敗：發卡銀行拒絕授權' },
      { field: 'lines.0.quantity', message: stock },
    ]);
    renderWithProviders(<ShopCheckoutForm data={data} onSubmit={onSubmit} />);
    fillValid();

    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.submit }));

    expect(await screen.findByText('交易失敗：發卡銀行拒絕授權')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(stock);
  });
});

describe('lineErrorsOf', () => {
  it('maps lines.N.quantity to the product sent at N and ignores other fields', () => {
    const sent = [{ productId: 7 }, { productId: 3 }];
    expect(
      lineErrorsOf(
        [
          { field: 'lines.1.quantity', message: '「手工皂」已售完' },
          { field: 'lines.5.quantity', message: 'no such line' },
          { field: 'buyerName', message: 'x' },
          { field: null, message: 'y' },
        ],
        sent,
      ),
    ).toEqual({ 3: '「手工皂」已售完' });
  });
});
