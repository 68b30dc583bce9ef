import { screen, within } from '@testing-library/react';
import { MyShopOrdersDocument } from '../../../graphql/documents/buyer';
import { renderWithProviders } from '../../../test/render';
import { BUYER_TEXT } from '../text';
import { MyShopOrders } from './MyShopOrders';

const order = {
  __typename: 'ShopOrderView',
  orderNo: 'SO202611240001',
  storeName: '好物選品',
  storeSlug: 'good-things',
  status: 'AWAITING_PAYMENT',
  amount: 1200,
  createdAt: '2026-11-24T04:00:00.000Z',
};
const answer = (myShopOrders: object[]) => ({
  request: { query: MyShopOrdersDocument },
  result: { data: { myShopOrders } },
});

describe('MyShopOrders', () => {
  it('lists the orders with a link to each confirmation page and their status', async () => {
    renderWithProviders(<MyShopOrders />, { mocks: [answer([order])] });

    const row = await screen.findByTestId('shop-order-row');
    expect(within(row).getByRole('link', { name: order.orderNo })).toHaveAttribute(
      'href',
      '/store/good-things/order/SO202611240001',
    );
    expect(within(row).getByText('好物選品')).toBeInTheDocument();
    expect(within(row).getByText('2026/11/24')).toBeInTheDocument();
    expect(within(row).getByText('$1,200')).toBeInTheDocument();
    expect(within(row).getByText('待付款')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    renderWithProviders(<MyShopOrders />, { mocks: [answer([])] });

    expect(screen.getByTestId('my-shop-orders').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText(BUYER_TEXT.ordersEmpty)).toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    renderWithProviders(<MyShopOrders />, {
      mocks: [{ request: { query: MyShopOrdersDocument }, error: new Error('network down') }],
    });

    expect(await screen.findByText(BUYER_TEXT.ordersLoadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});
