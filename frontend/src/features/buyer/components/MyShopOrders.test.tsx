import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  payType: 'CVS',
  deliveryMethod: 'CVS_C2C',
  deliveryAddress: '7-ELEVEN 市府門市',
  paymentCode: 'CVS1234567890',
  codeExpiresAt: '2026-11-27T15:59:00.000Z',
  refundedAmount: 0,
  refundedAt: null,
  refundReason: null,
  refundNote: null,
  createdAt: '2026-11-24T04:00:00.000Z',
  parcel: null,
};
const parcel = {
  __typename: 'OrderParcelView',
  id: 9,
  logisticsNo: 'CC123456789012',
  status: 'ARRIVED',
  storeName: '7-ELEVEN 市府門市',
  pickupUntil: '2026-12-04',
  events: [
    { __typename: 'OrderParcelEventView', status: 'CREATED', note: '建立物流單', at: '2026-11-25T01:00:00.000Z' },
    { __typename: 'OrderParcelEventView', status: 'SHIPPED', note: '運送中', at: '2026-11-25T05:00:00.000Z' },
    { __typename: 'OrderParcelEventView', status: 'ARRIVED', note: '已到店', at: '2026-11-26T03:00:00.000Z' },
  ],
};
/** One page of orders; `after` asks for the page after that cursor, `next` says another page follows. */
const answer = (items: object[], paging: { after?: string; next?: string } = {}) => ({
  request: { query: MyShopOrdersDocument, variables: paging.after ? { after: paging.after } : {} },
  result: {
    data: {
      myShopOrders: {
        __typename: 'ShopOrderBuyerPage',
        items,
        hasNextPage: Boolean(paging.next),
        nextCursor: paging.next ?? null,
        errors: [],
      },
    },
  },
});

describe('MyShopOrders', () => {
  it('shows an unpaid order with its store code, a copy button and the barcode for the counter', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithProviders(<MyShopOrders />, { mocks: [answer([order])] });

    const row = await screen.findByTestId('shop-order-row');
    expect(within(row).getByRole('link', { name: order.orderNo })).toHaveAttribute(
      'href',
      '/store/good-things/order/SO202611240001',
    );
    expect(within(row).getByText('$1,200')).toBeInTheDocument();
    expect(within(row).getByText('待付款')).toBeInTheDocument();
    const code = within(row).getByTestId('payment-code');
    expect(within(code).getByText('CVS1234567890')).toBeInTheDocument();
    expect(within(code).getByRole('img', { name: 'CVS1234567890' })).toBeInTheDocument();
    fireEvent.click(within(code).getByRole('button', { name: `${BUYER_TEXT.order.copy} CVS1234567890` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('CVS1234567890'));
    expect(await within(code).findByText(BUYER_TEXT.order.copied)).toBeInTheDocument();
  });

  it('shows an ATM account without a barcode', async () => {
    renderWithProviders(<MyShopOrders />, {
      mocks: [answer([{ ...order, payType: 'ATM', paymentCode: '8220001234567890' }])],
    });
    const code = await screen.findByTestId('payment-code');
    expect(within(code).getByText(BUYER_TEXT.order.atmAccount)).toBeInTheDocument();
    expect(within(code).queryByRole('img')).toBeNull();
  });

  it('tracks a shipped order: tracking number, state, pickup store and deadline, the journey newest first', async () => {
    renderWithProviders(<MyShopOrders />, {
      mocks: [answer([{ ...order, status: 'SHIPPED', paymentCode: null, codeExpiresAt: null, parcel }])],
    });
    const tracking = await screen.findByTestId('parcel-tracking');
    expect(within(tracking).getByText('CC123456789012')).toBeInTheDocument();
    expect(within(tracking).getByText('2026/12/04')).toBeInTheDocument();
    const steps = within(within(tracking).getByRole('list', { name: BUYER_TEXT.parcel.history })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('已到店'),
      expect.stringContaining('運送中'),
      expect.stringContaining('待寄件'),
    ]);
    expect(screen.queryByTestId('payment-code')).toBeNull();
  });

  it('shows a refund with its amount, reason and time', async () => {
    renderWithProviders(<MyShopOrders />, {
      mocks: [
        answer([
          {
            ...order,
            status: 'REFUNDED',
            paymentCode: null,
            refundedAmount: 1200,
            refundedAt: '2026-11-26T06:30:00.000Z',
            refundReason: 'OUT_OF_STOCK',
            refundNote: null,
          },
        ]),
      ],
    });
    const refund = await screen.findByTestId('order-refund');
    expect(refund).toHaveTextContent(BUYER_TEXT.order.refunded('$1,200'));
    expect(refund).toHaveTextContent(`${BUYER_TEXT.order.refundReason}：商品缺貨`);
    expect(refund).toHaveTextContent('2026/11/26');
  });

  it('loads older orders under the list with 載入更多 and keeps the ones shown', async () => {
    const older = { ...order, orderNo: 'SO202611010001', status: 'COMPLETED', paymentCode: null, codeExpiresAt: null };
    renderWithProviders(<MyShopOrders />, {
      mocks: [answer([order], { next: 'cursor-1' }), answer([older], { after: 'cursor-1' })],
    });
    expect(await screen.findAllByTestId('shop-order-row')).toHaveLength(1);
    expect(screen.getByText('已顯示 1 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(screen.getAllByTestId('shop-order-row')).toHaveLength(2));
    const rows = screen.getAllByTestId('shop-order-row');
    expect(within(rows[0]!).getByRole('link', { name: order.orderNo })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: older.orderNo })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
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
