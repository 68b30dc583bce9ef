import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RefundShopOrderDocument, ShopOrdersDocument, StoresDocument } from '../../../graphql/documents/shop';
import { renderWithProviders } from '../../../test/render';
import { orderRow, storeRow } from '../shop.fixtures';
import { ShopOrdersView } from './ShopOrdersView';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

const ALL = { storeId: null, status: null, from: null, to: null, keyword: null };
const storesMock = { request: { query: StoresDocument }, result: { data: { stores: [storeRow()] } } };
const ordersMock = (
  filter: Record<string, unknown>,
  orders: unknown[],
  maxUsageCount = 5,
  paging: { after?: string; next?: string } = {},
) => ({
  request: { query: ShopOrdersDocument, variables: { filter, ...(paging.after ? { after: paging.after } : {}) } },
  result: {
    data: {
      shopOrders: {
        __typename: 'ShopOrderPage',
        items: orders,
        hasNextPage: Boolean(paging.next),
        nextCursor: paging.next ?? null,
        errors: [],
      },
    },
  },
  maxUsageCount,
});
const payload = (name: string, order: unknown) => ({
  data: { [name]: { __typename: 'ShopOrderPayload', order, errors: [] } },
});

const awaiting = orderRow({
  orderNo: 'S20261120000002',
  status: 'AWAITING_PAYMENT',
  payType: 'CVS',
  buyerName: '陳小華',
  amount: 350,
  tradeNo: null,
  paidAt: null,
  paymentCode: 'CVS123456789',
  codeExpiresAt: '2026-11-23T15:59:59.000Z',
});

describe('ShopOrdersView', () => {
  it('lists orders and filters by store, status, dates and keyword', async () => {
    const filter = { storeId: 3, status: 'AWAITING_PAYMENT', from: '2026-11-01', to: '2026-11-30', keyword: '陳小華' };
    renderWithProviders(<ShopOrdersView />, {
      mocks: [storesMock, ordersMock(ALL, [orderRow(), awaiting]), ordersMock(filter, [])],
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('王小美')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('已付款')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$700')).toBeInTheDocument();
    expect(screen.getByText('共 2 筆，金額合計 $1,050')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: '好物選品' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('賣場'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('訂單狀態'), { target: { value: 'AWAITING_PAYMENT' } });
    fireEvent.change(screen.getByLabelText('起始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('結束日期'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('關鍵字'), { target: { value: ' 陳小華 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('沒有符合條件的訂單')).toBeInTheDocument();
  });

  it('loads the next page under the list, and shows the sum only once every order is on screen', async () => {
    const later = orderRow({ orderNo: 'S20261120000003', buyerName: '林大同', amount: 200, goodsAmount: 200 });
    renderWithProviders(<ShopOrdersView />, {
      mocks: [
        storesMock,
        ordersMock(ALL, [orderRow(), awaiting], 5, { next: 'cursor-1' }),
        ordersMock(ALL, [later], 1, { after: 'cursor-1' }),
      ],
    });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    expect(screen.queryByText(/金額合計/)).toBeNull();
    expect(screen.getByText('已顯示 2 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(screen.getByText('林大同')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
    expect(screen.getByText('共 3 筆，金額合計 $1,250')).toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts', async () => {
    renderWithProviders(<ShopOrdersView />, { mocks: [storesMock, ordersMock(ALL, [])] });
    expect(await screen.findByText('沒有符合條件的訂單')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('起始日期'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('結束日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('起始日期不可晚於結束日期')).toBeInTheDocument();
  });

  it('shows an unpaid order with its payment code and only the cancel step', async () => {
    renderWithProviders(<ShopOrdersView />, { mocks: [storesMock, ordersMock(ALL, [awaiting])] });
    fireEvent.click(await screen.findByRole('button', { name: '檢視訂單 S20261120000002' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('CVS123456789')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '取消訂單' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '出貨' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '退款' })).toBeNull();
  });

  it('ships a paid order with one click: 出貨 opens the parcel form of its delivery, filled in from the order', async () => {
    renderWithProviders(<ShopOrdersView />, { mocks: [storesMock, ordersMock(ALL, [orderRow()], 1)] });
    fireEvent.click(await screen.findByRole('button', { name: '檢視訂單 S20261120000001' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('手工皂')).toBeInTheDocument();
    expect(within(drawer).getByText('20261120103000000001')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '完成訂單' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '取消訂單' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: '出貨' })).toHaveAttribute(
      'href',
      '/auth/shipping/create-home?orderNo=S20261120000001',
    );
  });

  it('shows the parcel of a shipped order, with its tracking number linking to the parcel', async () => {
    const shipped = orderRow({
      status: 'SHIPPED',
      shippedAt: '2026-11-21T01:00:00.000Z',
      parcel: {
        __typename: 'OrderParcelView',
        id: 5,
        logisticsNo: 'HD123456789012',
        status: 'SHIPPED',
        storeName: null,
      },
    });
    renderWithProviders(<ShopOrdersView />, { mocks: [storesMock, ordersMock(ALL, [shipped], 1)] });
    const links = await screen.findAllByRole('link', { name: '查看物流單 HD123456789012' });
    expect(links[0]).toHaveAttribute('href', '/auth/shipping/detail?id=5');
    expect(screen.getAllByText('運送中').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '出貨' })).toBeNull();
  });

  it('refunds with an idempotency key and its reason, keeping the units off sale when restock is unticked', async () => {
    const sent: Record<string, unknown>[] = [];
    const refund = {
      request: {
        query: RefundShopOrderDocument,
        variables: (v: { input: Record<string, unknown> }) => {
          sent.push(v.input);
          return true;
        },
      },
      result: payload(
        'refundShopOrder',
        orderRow({
          status: 'REFUNDED',
          refundedAmount: 700,
          restocked: false,
          refundedAt: '2026-11-21T02:00:00.000Z',
          refundReason: 'DEFECTIVE',
          refundNote: '外盒破損',
        }),
      ),
    };
    renderWithProviders(<ShopOrdersView />, {
      mocks: [storesMock, ordersMock(ALL, [orderRow()], 1), refund, ordersMock(ALL, [])],
    });
    fireEvent.click(await screen.findByRole('button', { name: '檢視訂單 S20261120000001' }));
    const drawer = await screen.findByRole('dialog');
    const restock = within(drawer).getByRole('checkbox', { name: '退款後將商品數量放回庫存', hidden: true });
    expect(restock).toBeChecked();
    fireEvent.click(restock);
    await waitFor(() => expect(restock).not.toBeChecked());
    fireEvent.change(within(drawer).getByLabelText(/^退款原因/), { target: { value: 'DEFECTIVE' } });
    fireEvent.change(within(drawer).getByLabelText(/^說明/), { target: { value: '外盒破損' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '退款' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('確定退款 $700 給訂單 S20261120000001 的買家？商品數量不會放回庫存。');
    fireEvent.click(await within(confirm).findByRole('button', { name: '退款', hidden: true }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('訂單已退款', 'success'));
    // The refunded order says why, in the words the buyer's receipt uses.
    expect(await screen.findByText('商品瑕疵或損壞：外盒破損')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      orderNo: 'S20261120000001',
      restock: false,
      reason: 'DEFECTIVE',
      note: '外盒破損',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    // The refunded order shows how much went back and why, in the words of the payment's own refund list.
    const refunded = await screen.findByRole('dialog');
    await waitFor(() => expect(within(refunded).getByText('退款原因')).toBeInTheDocument());
    const reason = within(refunded).getByText('退款原因').nextElementSibling;
    expect(reason).toHaveTextContent('商品瑕疵或損壞：外盒破損');
    expect(within(refunded).getByText('已退款金額').nextElementSibling).toHaveTextContent('$700');
  });

  it('shows a refund made before reasons were kept with a dash', async () => {
    const old = orderRow({ status: 'REFUNDED', refundedAmount: 700, refundedAt: '2026-11-21T02:00:00.000Z' });
    renderWithProviders(<ShopOrdersView />, { mocks: [storesMock, ordersMock(ALL, [old])] });
    fireEvent.click(await screen.findByRole('button', { name: '檢視訂單 S20261120000001' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('退款原因').nextElementSibling).toHaveTextContent('-');
  });

  it('shows the error state with a retry', async () => {
    renderWithProviders(<ShopOrdersView />, {
      mocks: [
        storesMock,
        { request: { query: ShopOrdersDocument, variables: { filter: ALL } }, error: new Error('boom') },
      ],
    });
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });
});
