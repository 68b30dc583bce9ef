import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateStoreDocument, StoresDocument } from '../../../graphql/documents/shop';
import { renderWithProviders } from '../../../test/render';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import { merchantsMock, storeRow, viewerMock, deliveryOptionsMock } from '../shop.fixtures';
import { StoreCreateView } from './StoreFormView';
import { StoreListView } from './StoreListView';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

const storesMock = (stores: unknown[]) => ({
  request: { query: StoresDocument },
  result: { data: { stores } },
  maxUsageCount: 5,
});

describe('StoreListView', () => {
  it('lists stores with their address, options, state and the edit and sales links', async () => {
    renderWithProviders(<StoreListView />, {
      mocks: [storesMock([storeRow(), storeRow({ id: 4, name: '週末市集', slug: 'weekend', isOpen: false })])],
    });
    const rows = await screen.findAllByTestId('store-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('好物選品')).toBeInTheDocument();
    expect(first.getByText('好物商行')).toBeInTheDocument();
    const address = first.getByRole('link', { name: '/store/good-picks' });
    expect(address).toHaveAttribute('href', 'http://localhost:3000/store/good-picks');
    expect(address).toHaveAttribute('target', '_blank');
    expect(first.getByText('信用卡、ATM 轉帳')).toBeInTheDocument();
    expect(first.getByText('超商取貨（店到店）、宅配到府')).toBeInTheDocument();
    expect(first.getByText('營業中')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '編輯' })).toHaveAttribute('href', '/auth/shop/store-edit/3/7');
    expect(first.getByRole('link', { name: '銷售管理' })).toHaveAttribute('href', '/auth/shop/sales-manage/7/3');
    expect(within(rows[1]!).getByText('暫停營業')).toBeInTheDocument();
  });

  it('shares a store: its address to copy, the QR code to download', async () => {
    renderWithProviders(<StoreListView />, { mocks: [storesMock([storeRow()])] });
    fireEvent.click(await screen.findByRole('button', { name: 'QR Code：好物選品' }));
    const share = await screen.findByTestId('share');
    expect(within(share).getByRole('img', { name: 'QR Code' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(share).getByRole('textbox', { name: '公開網址' })).toHaveValue(storeRow().url);
    expect(within(share).getByRole('link', { name: '下載 QR Code' })).toHaveAttribute(
      'download',
      `store-${storeRow().slug}-qr.png`,
    );
  });

  it('offers to create the first store when there is none', async () => {
    renderWithProviders(<StoreListView />, { mocks: [storesMock([])] });
    expect(await screen.findByText('還沒有賣場，建立第一個賣場並上架商品')).toBeInTheDocument();
    expect(within(screen.getByTestId('empty-state')).getByRole('link', { name: '新增賣場' })).toHaveAttribute(
      'href',
      '/auth/shop/store-create',
    );
  });

  it('shows the error state with a retry', async () => {
    renderWithProviders(<StoreListView />, {
      mocks: [{ request: { query: StoresDocument }, error: new Error('boom') }],
    });
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});

describe('StoreCreateView', () => {
  const input = {
    merchantId: 7,
    name: '好物選品',
    slug: 'good-picks',
    description: '',
    payTypes: ['CREDIT'],
    installments: [],
    deliveryMethods: ['CVS_C2C'],
    shippingFees: [{ deliveryMethod: 'CVS_C2C', fee: 0 }],
    isOpen: true,
  };
  const createMock = (payload: { store: unknown; errors: unknown[] }) => ({
    request: { query: CreateStoreDocument, variables: { input } },
    result: { data: { createStore: { __typename: 'StorePayload', ...payload } } },
  });

  async function fill() {
    expect(await screen.findByRole('heading', { name: '新增賣場' })).toBeInTheDocument();
    // Only the active shop is offered, so it is chosen already.
    await waitFor(() => expect(screen.getByLabelText('所屬商店')).toHaveValue('7'));
    expect(screen.queryByRole('option', { name: '審核中小舖' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^賣場名稱/), { target: { value: '好物選品' } });
    fireEvent.change(screen.getByLabelText(/^賣場網址/), { target: { value: 'good-picks' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
  }

  it('offers B2C to a business member, creates the store and goes back to the list', async () => {
    renderWithProviders(<StoreCreateView />, {
      path: '/auth/shop/store-create',
      mocks: [
        merchantsMock,
        viewerMock('BUSINESS'),
        deliveryOptionsMock,
        REFERENCE_MOCK,
        createMock({ store: storeRow(), errors: [] }),
        storesMock([storeRow()]),
      ],
      routes: [{ path: '/auth/shop/store-list', element: <p>store list</p> }],
    });
    expect(await screen.findByRole('checkbox', { name: '超商取貨（大宗寄倉）', hidden: true })).toBeInTheDocument();
    // The store settings say why a method cannot be offered yet.
    const notice = await screen.findByTestId('delivery-unavailable');
    expect(notice).toHaveTextContent(`宅配到府：${SHOP_MESSAGES.deliveryPending}`);
    expect(notice).toHaveTextContent(`超商取貨（大宗寄倉）：${SHOP_MESSAGES.deliveryNotApplied}`);
    await fill();
    expect(await screen.findByText('store list')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('賣場已儲存', 'success');
  });

  it('keeps B2C from a personal member and shows a refused address on its field', async () => {
    renderWithProviders(<StoreCreateView />, {
      path: '/auth/shop/store-create',
      mocks: [
        merchantsMock,
        viewerMock('PERSONAL'),
        deliveryOptionsMock,
        REFERENCE_MOCK,
        createMock({
          store: null,
          errors: [{ __typename: 'FieldError', field: 'slug', code: 'TAKEN', message: SHOP_MESSAGES.slugTaken }],
        }),
      ],
    });
    expect(await screen.findByRole('checkbox', { name: '宅配到府', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '超商取貨（大宗寄倉）', hidden: true })).toBeNull();
    await fill();
    expect(await screen.findByText(SHOP_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalledWith('賣場已儲存', 'success');
  });
});
