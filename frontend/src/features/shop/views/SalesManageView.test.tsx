import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SaveStoreSalesDocument, StoreSalesDocument } from '../../../graphql/documents/shop';
import { renderWithProviders } from '../../../test/render';
import { SalesManageView } from './SalesManageView';

import { showToast } from '../../../lib/toast';

beforeEach(() => jest.mocked(showToast).mockClear());

const product = (id: number, name: string, listed = true) => ({
  __typename: 'ProductView',
  id,
  name,
  price: 100 * id,
  stock: 5,
  listed,
});
const line = (p: ReturnType<typeof product>, position: number | null) => ({
  __typename: 'StoreSalesLine',
  assigned: position !== null,
  position,
  product: p,
});
const sales = (lines: unknown[]) => ({
  __typename: 'StoreSales',
  store: { __typename: 'StoreView', id: 3, merchantId: 7, name: '好物選品', slug: 'good-picks', isOpen: true },
  lines,
});
const A = product(1, '手工皂');
const B = product(2, '香氛蠟燭');
const C = product(3, '木製托盤', false);
const salesMock = (lines: unknown[]) => ({
  request: { query: StoreSalesDocument, variables: { storeId: 3 } },
  result: { data: { storeSales: sales(lines) } },
  maxUsageCount: 5,
});
const open = (mocks: unknown[]) =>
  renderWithProviders(<SalesManageView />, {
    path: '/auth/shop/sales-manage/:MerSysId/:ScSysId',
    url: '/auth/shop/sales-manage/7/3',
    mocks: mocks as never,
  });
const names = () => screen.getAllByTestId('sales-line').map((l) => l.textContent?.split('售價')[0]);

describe('SalesManageView', () => {
  it('lists the sold products in order, then the rest; reorders by keyboard-reachable buttons and saves', async () => {
    const save = {
      request: { query: SaveStoreSalesDocument, variables: { storeId: 3, productIds: [1, 2, 3] } },
      result: {
        data: {
          saveStoreSales: {
            __typename: 'StoreSalesPayload',
            sales: sales([line(A, 1), line(B, 2), line(C, 3)]),
            errors: [],
          },
        },
      },
    };
    open([salesMock([line(A, 2), line(B, 1), line(C, null)]), save]);
    expect(await screen.findByRole('heading', { name: '銷售管理：好物選品' })).toBeInTheDocument();
    expect(names()).toEqual(['香氛蠟燭', '手工皂', '木製托盤未上架']);
    expect(screen.getByRole('button', { name: '上移 香氛蠟燭' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '上移 手工皂' }));
    expect(names()).toEqual(['手工皂', '香氛蠟燭', '木製托盤未上架']);
    const tray = screen.getByRole('checkbox', { name: /木製托盤/, hidden: true });
    fireEvent.click(tray);
    // The list moves once the checkbox reports its change (asynchronously).
    expect(await screen.findByRole('heading', { name: '銷售中 3 項' })).toBeInTheDocument();
    expect(names()).toEqual(['手工皂', '香氛蠟燭', '木製托盤未上架']);
    fireEvent.click(screen.getByRole('button', { name: '儲存銷售設定' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('銷售設定已儲存', 'success'));
  });

  it('shows a refusal above the list', async () => {
    const save = {
      request: { query: SaveStoreSalesDocument, variables: { storeId: 3, productIds: [] } },
      result: {
        data: {
          saveStoreSales: {
            __typename: 'StoreSalesPayload',
            sales: null,
            errors: [{ __typename: 'FieldError', field: null, code: 'NOT_FOUND', message: '查無此賣場' }],
          },
        },
      },
    };
    open([salesMock([line(A, 1)]), save]);
    const soap = await screen.findByRole('checkbox', { name: '手工皂', hidden: true });
    fireEvent.click(soap);
    expect(await screen.findByRole('heading', { name: '銷售中 0 項' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '儲存銷售設定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('查無此賣場');
  });

  it('shows the empty, not-found and error states', async () => {
    const { unmount } = open([salesMock([])]);
    expect(await screen.findByText('還沒有商品，請先新增商品')).toBeInTheDocument();
    unmount();
    const none = open([
      { request: { query: StoreSalesDocument, variables: { storeId: 3 } }, result: { data: { storeSales: null } } },
    ]);
    expect(await screen.findByText('查無此賣場')).toBeInTheDocument();
    none.unmount();
    open([{ request: { query: StoreSalesDocument, variables: { storeId: 3 } }, error: new Error('boom') }]);
    expect(await within(document.body).findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });
});
