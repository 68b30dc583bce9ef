import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { copyOf, toProductInput, toProductValues } from '../product.schema';
import { productRow } from '../shop.fixtures';
import { ProductForm } from './ProductForm';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

const stores = [
  { id: 3, name: '好物選品' },
  { id: 4, name: '週末市集' },
];
const box = (name: string) => screen.getByRole('checkbox', { name, hidden: true });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ProductForm', () => {
  it('checks the shared product rules and toasts on a failed submit', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<ProductForm data={{ stores }} onSubmit={onSubmit} />);
    type(/^售價/, '0');
    type(/^庫存/, '-1');
    type(/^每筆訂單購買上限/, '1000');
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(SHOP_MESSAGES.productName)).toBeInTheDocument();
    expect(screen.getByText(SHOP_MESSAGES.price)).toBeInTheDocument();
    expect(screen.getByText(SHOP_MESSAGES.stock)).toBeInTheDocument();
    expect(screen.getByText(SHOP_MESSAGES.perOrderLimit)).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the stock help, the reserved and sold counters, and refuses stock below what unpaid orders hold', async () => {
    const product = productRow({ stock: 8, reserved: 2, sold: 5 });
    const onSubmit = jest.fn();
    renderWithProviders(
      <ProductForm
        data={{ stores, initial: toProductValues(product), counters: { reserved: 2, sold: 5 } }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('含待付款保留的件數')).toBeInTheDocument();
    // The stock typed counts the held units too: 8 free + 2 reserved.
    expect(screen.getByLabelText(/^庫存/)).toHaveValue('10');
    expect(screen.getByTestId('product-counters')).toHaveTextContent('待付款保留2已售出5');
    type(/^庫存/, '1');
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(SHOP_MESSAGES.stockBelowReserved(2))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the payload and maps server errors onto fields', async () => {
    const onSubmit = jest.fn().mockResolvedValue([
      { field: 'stock', message: SHOP_MESSAGES.stockBelowReserved(4) },
      { field: 'storeIds', message: '查無此賣場' },
    ]);
    renderWithProviders(<ProductForm data={{ stores }} onSubmit={onSubmit} />);
    type(/^商品名稱/, ' 香氛蠟燭 ');
    type(/^售價/, '480');
    type(/^庫存/, '12');
    type(/^每筆訂單購買上限/, '2');
    fireEvent.click(box('週末市集'));
    await waitFor(() => expect(box('週末市集')).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toProductInput(onSubmit.mock.calls[0][0])).toEqual({
      name: '香氛蠟燭',
      price: 480,
      description: '',
      stock: 12,
      perOrderLimit: 2,
      listed: true,
      sortOrder: 0,
      storeIds: [4],
    });
    expect(await screen.findByText(SHOP_MESSAGES.stockBelowReserved(4))).toBeInTheDocument();
    expect(screen.getByText('查無此賣場')).toBeInTheDocument();
  });

  it('shows the view mode read-only, without a save button', async () => {
    renderWithProviders(
      <ProductForm
        data={{ stores, initial: toProductValues(productRow()), counters: { reserved: 2, sold: 5 } }}
        readOnly
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByText('此為檢視模式，資料不可修改')).toBeInTheDocument();
    expect(screen.getByLabelText(/^商品名稱/)).toBeDisabled();
    await waitFor(() => expect(box('好物選品')).toBeDisabled());
    expect(screen.queryByRole('button', { name: '儲存' })).toBeNull();
  });

  it('marks a copy in its name and carries over its stores', () => {
    expect(copyOf(productRow())).toMatchObject({ name: '手工皂（複製）', price: '350', storeIds: ['3'] });
  });
});
