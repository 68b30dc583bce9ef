import { COMPONENT_TEXT } from '../../../components/text';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { VALIDATION_MESSAGES } from '@paydesk/shared/validation-rules';
import { STORE_PICKER_TEXT } from '../../../components/store-picker-text';
import { PickupStoresDocument } from '../../../graphql/documents/storefront';
import { renderWithProviders } from '../../../test/render';
import { lineErrorsOf } from '../checkout-errors';
import { CHECKOUT_TEXT } from '../text';
import { ShopCheckoutForm, type ShopCheckoutFormProps } from './ShopCheckoutForm';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const data: ShopCheckoutFormProps['data'] = {
  deliveryMethods: ['CVS_C2C', 'HOME'],
  shippingFees: [
    { deliveryMethod: 'CVS_C2C', fee: 60 },
    { deliveryMethod: 'HOME', fee: 0 },
  ],
  goodsTotal: 600,
  payTypes: ['CREDIT', 'ATM'],
  installments: [3, 6],
  sandboxCards: { success: '4311952222222222', decline: '4000000000000002' },
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const STORE = {
  code: '131386',
  chain: '711',
  name: '7-ELEVEN 市府門市',
  address: '台北市信義區市府路45號',
  frozen: true,
};
const pickupStores = (stores: object[]) => ({
  request: { query: PickupStoresDocument, variables: { keyword: '市府' } },
  result: { data: { pickupStores: stores.map((s) => ({ __typename: 'ConvenienceStoreView', ...s })) } },
});

/** Searches the convenience-store list and picks the store, as a buyer does. */
async function pickStore() {
  type(STORE_PICKER_TEXT.storeSearch, '市府');
  fireEvent.click(screen.getByRole('button', { name: STORE_PICKER_TEXT.storeSearchButton }));
  fireEvent.click(await screen.findByRole('button', { name: `${STORE_PICKER_TEXT.storePick} ${STORE.name}` }));
  expect(await screen.findByTestId('store-chosen')).toHaveTextContent(STORE.code);
}

async function fillValid() {
  type(COMPONENT_TEXT.checkout.buyerName, '林美玲');
  type(COMPONENT_TEXT.checkout.buyerEmail, 'meiling@example.com');
  type(COMPONENT_TEXT.checkout.buyerMobile, '0912345678');
  await pickStore();
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
      { mocks: [pickupStores([STORE])] },
    );
    expect(screen.getByLabelText(COMPONENT_TEXT.checkout.buyerEmail)).toHaveValue('buyer01@example.com');
    await pickStore();
    type(COMPONENT_TEXT.checkout.cardNumber, '4311952222222222');
    fireEvent.change(screen.getByLabelText(COMPONENT_TEXT.checkout.installments), { target: { value: '3' } });

    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.submit }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      buyerName: '示範買家',
      buyerMobile: '0911222333',
      deliveryMethod: 'CVS_C2C',
      pickupStoreCode: '131386',
      payType: 'CREDIT',
      installments: '3',
    });
  });

  it('shows the chosen method’s shipping fee as its own line and in the total', async () => {
    renderWithProviders(<ShopCheckoutForm data={data} onSubmit={jest.fn()} />);
    expect(screen.getByTestId('shipping-fee')).toHaveTextContent('$60');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$660');
    fireEvent.click(screen.getByRole('radio', { name: '宅配到府' }));
    await waitFor(() => expect(screen.getByTestId('shipping-fee')).toHaveTextContent(CHECKOUT_TEXT.freeShipping));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$600');
  });

  it('says so when no pickup store matches the search, and offers none to pick', async () => {
    renderWithProviders(<ShopCheckoutForm data={data} onSubmit={jest.fn()} />, { mocks: [pickupStores([])] });
    type(STORE_PICKER_TEXT.storeSearch, '市府');
    fireEvent.click(screen.getByRole('button', { name: STORE_PICKER_TEXT.storeSearchButton }));
    expect(await screen.findByText(STORE_PICKER_TEXT.storeNone)).toBeInTheDocument();
    expect(screen.queryByTestId('store-chosen')).not.toBeInTheDocument();
  });

  it('puts server errors on their fields and the stock refusals above the submit button', async () => {
    const stock = SHOP_MESSAGES.insufficientStock('手工皂', 2);
    const onSubmit = jest.fn().mockResolvedValue([
      { field: 'cardNumber', message: '交易失敗：發卡銀行拒絕授權' },
      { field: 'lines.0.quantity', message: stock },
    ]);
    renderWithProviders(<ShopCheckoutForm data={data} onSubmit={onSubmit} />, { mocks: [pickupStores([STORE])] });
    await fillValid();

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
