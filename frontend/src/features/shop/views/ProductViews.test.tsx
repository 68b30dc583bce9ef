import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CreateProductDocument,
  ProductDocument,
  ProductsDocument,
  StoresDocument,
} from '../../../graphql/documents/shop';
import { renderWithProviders } from '../../../test/render';
import { productRow, storeRow } from '../shop.fixtures';
import { ProductEditView } from './ProductFormView';
import { ProductListView } from './ProductListView';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

const storesMock = {
  request: { query: StoresDocument },
  result: { data: { stores: [storeRow(), storeRow({ id: 4, name: '週末市集' })] } },
  maxUsageCount: 5,
};
const productsMock = (items: unknown[], next: string | null = null, after?: string) => ({
  request: { query: ProductsDocument, variables: after ? { after } : {} },
  result: {
    data: {
      products: { __typename: 'ProductPage', items, hasNextPage: next !== null, nextCursor: next, errors: [] },
    },
  },
  maxUsageCount: 5,
});
const productMock = {
  request: { query: ProductDocument, variables: { id: 11 } },
  result: { data: { product: productRow() } },
  maxUsageCount: 5,
};

describe('ProductListView', () => {
  it('lists products with price, the three counters, listing, stores and the edit, view and copy links', async () => {
    renderWithProviders(<ProductListView />, {
      mocks: [
        storesMock,
        productsMock([productRow(), productRow({ id: 12, name: '香氛蠟燭', listed: false, storeIds: [] })]),
      ],
    });
    const rows = await screen.findAllByTestId('product-row');
    const first = within(rows[0]!);
    expect(first.getByText('$350')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('825上架中好物選品');
    expect(first.getByRole('link', { name: '編輯 手工皂' })).toHaveAttribute('href', '/auth/shop/product-edit/11');
    expect(first.getByRole('link', { name: '檢視 手工皂' })).toHaveAttribute('href', '/auth/shop/product-edit/11/view');
    expect(first.getByRole('link', { name: '複製 手工皂' })).toHaveAttribute('href', '/auth/shop/product-edit/11/copy');
    expect(within(rows[1]!).getByText('未上架')).toBeInTheDocument();
  });

  it('appends the next page with 載入更多 until every product is shown', async () => {
    renderWithProviders(<ProductListView />, {
      mocks: [
        storesMock,
        productsMock([productRow(), productRow({ id: 12, name: '香氛蠟燭' })], 'next-1'),
        productsMock([productRow({ id: 13, name: '竹編提籃', sortOrder: 2 })], null, 'next-1'),
      ],
    });
    expect(await screen.findAllByTestId('product-row')).toHaveLength(2);
    expect(screen.queryByText('竹編提籃')).toBeNull();
    expect(screen.getByText('已顯示 2 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('竹編提籃')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-row')).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull());
  });

  it('shows no 載入更多 when the first page holds every product', async () => {
    renderWithProviders(<ProductListView />, { mocks: [storesMock, productsMock([productRow()])] });
    expect(await screen.findAllByTestId('product-row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
  });

  it('offers to create the first product when there is none', async () => {
    renderWithProviders(<ProductListView />, { mocks: [storesMock, productsMock([])] });
    expect(await screen.findByText('還沒有商品，新增第一個商品後即可放進賣場銷售')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    renderWithProviders(<ProductListView />, {
      mocks: [storesMock, { request: { query: ProductsDocument }, error: new Error('boom') }],
    });
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });
});

describe('ProductEditView', () => {
  const path = '/auth/shop/product-edit/:PtSysID/:mode?';

  it('shows the product read-only in view mode', async () => {
    renderWithProviders(<ProductEditView />, {
      path,
      url: '/auth/shop/product-edit/11/view',
      mocks: [storesMock, productMock],
    });
    expect(await screen.findByRole('heading', { name: '檢視商品' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^商品名稱/)).toHaveValue('手工皂');
    expect(screen.getByLabelText(/^商品名稱/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '儲存' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '好物選品', hidden: true })).toBeDisabled());
  });

  it('opens a copy as a new product, its name marked, and creates it', async () => {
    const create = {
      request: {
        query: CreateProductDocument,
        variables: {
          input: {
            name: '手工皂（複製）',
            price: 350,
            description: '天然配方',
            stock: 8,
            perOrderLimit: 3,
            listed: true,
            sortOrder: 1,
            storeIds: [3],
          },
        },
      },
      result: {
        data: {
          createProduct: {
            __typename: 'ProductPayload',
            product: productRow({ id: 13, name: '手工皂（複製）' }),
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<ProductEditView />, {
      path,
      url: '/auth/shop/product-edit/11/copy',
      mocks: [storesMock, productMock, create, productsMock([]), storesMock],
      routes: [{ path: '/auth/shop/product-list', element: <p>product list</p> }],
    });
    expect(await screen.findByRole('heading', { name: '複製商品' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^商品名稱/)).toHaveValue('手工皂（複製）');
    expect(screen.queryByTestId('product-counters')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('product list')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('商品已儲存', 'success');
  });

  it('says so when the product does not exist', async () => {
    const missing = { request: { query: ProductDocument, variables: { id: 99 } }, result: { data: { product: null } } };
    renderWithProviders(<ProductEditView />, { path, url: '/auth/shop/product-edit/99', mocks: [storesMock, missing] });
    expect(await screen.findByText('查無此商品')).toBeInTheDocument();
  });
});
