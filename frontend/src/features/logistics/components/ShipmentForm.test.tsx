import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGISTICS_MESSAGES } from '@paydesk/shared/shipment-statuses';
import { renderWithProviders } from '../../../test/render';
import { SHIPMENT_FORM_TEXT as T } from '../text';
import { ShipmentForm, type ShipmentFormProps } from './ShipmentForm';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

const QUOTE = {
  shippingFee: 125,
  pickupFee: 150,
  codFee: 10,
  chargedNow: 275,
  sizeBandCm: null,
  dropOffDays: 5,
  pickupWindowDays: 4,
  compensationCap: 2000,
};
const STORE = {
  code: '131386',
  chain: '711',
  name: '7-ELEVEN 市府門市',
  address: '台北市信義區市府路45號',
  frozen: true,
};

function setup(overrides: Partial<ShipmentFormProps> = {}) {
  const props: ShipmentFormProps = {
    kind: 'frz',
    data: { shops: [{ id: 7, name: '冷凍食品店' }], approved: { 7: ['C2C', 'B2C'] }, isBusiness: true },
    quote: { quote: null, packageProblem: null, message: null, loading: false },
    onParcelChange: jest.fn(),
    stores: { list: null, loading: false },
    onStoreSearch: jest.fn(),
    onSubmit: jest.fn().mockResolvedValue([]),
    ...overrides,
  };
  const view = renderWithProviders(<ShipmentForm {...props} />);
  return { props, ...view };
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ShipmentForm', () => {
  it('validates receiver, store, goods and size before sending, with the shared messages', async () => {
    const { props } = setup();
    fill(/^收件人手機/, '0812');
    fill(/^商品價值/, '0');
    fill(/^代收貨款/, '30000');
    fireEvent.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByText('手機號碼格式錯誤，請輸入 09 開頭的 10 位數字')).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_MESSAGES.store)).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_MESSAGES.goodsName)).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_MESSAGES.declaredValue)).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_MESSAGES.cod)).toBeInTheDocument();
    expect(screen.getAllByText(T.sizeRequired).length).toBeGreaterThan(0);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('offers B2C to an approved business shop, and reports each edit for the quote', async () => {
    const { props } = setup();
    const options = within(screen.getByLabelText(/^物流服務/)).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', 'C2C_FROZEN', 'B2C_FROZEN']);
    fill(/^長/, '30');
    await waitFor(() =>
      expect(props.onParcelChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ lengthCm: '30', merchantId: '7' }),
      ),
    );
  });

  it('shows the live quote: fees, charged now, deadlines and the compensation cap', () => {
    setup({ quote: { quote: QUOTE, packageProblem: null, message: null, loading: false } });
    expect(screen.getByTestId('quote-shipping')).toHaveTextContent('$125');
    expect(screen.getByTestId('quote-pickup')).toHaveTextContent('$150');
    expect(screen.getByTestId('quote-cod')).toHaveTextContent('$10');
    expect(screen.getByTestId('quote-now')).toHaveTextContent('$275');
    expect(screen.getByTestId('quote-cap')).toHaveTextContent('$2,000');
    expect(screen.getByText(T.dropOffValue(5))).toBeInTheDocument();
    expect(screen.getByText(T.pickupWindowValue(4))).toBeInTheDocument();
  });

  it('shows the package-rule refusal prominently, from the quote and from a refused submit', async () => {
    const { unmount } = setup({
      quote: { quote: null, packageProblem: '店到店冷凍：最長邊不可超過 45 公分', message: null, loading: false },
    });
    expect(screen.getByTestId('package-refusal')).toHaveTextContent('店到店冷凍：最長邊不可超過 45 公分');
    unmount();

    const onSubmit = jest.fn().mockResolvedValue([
      { field: 'package', message: '店到店冷凍：重量不可超過 10 公斤' },
      { field: 'receiverName', message: '姓名只能是中文或英文' },
      { field: null, message: '價金保管帳戶可用餘額不足以支付運費 $275' },
    ]);
    setup({ onSubmit, stores: { list: [STORE], loading: false } });
    fill(/^收件人姓名/, '林美玲');
    fill(/^收件人手機/, '0987654321');
    fireEvent.click(screen.getByRole('button', { name: '選擇 7-ELEVEN 市府門市' }));
    fill(/^商品名稱/, '冷凍水餃');
    fill(/^商品價值/, '3000');
    for (const [label, value] of [
      [/^長/, '30'],
      [/^寬/, '20'],
      [/^高/, '20'],
      [/^重量/, '11'],
    ] as const)
      fill(label, value);
    fireEvent.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByTestId('package-refusal')).toHaveTextContent('重量不可超過 10 公斤');
    expect(screen.getByText('姓名只能是中文或英文')).toBeInTheDocument();
    expect(screen.getByText('價金保管帳戶可用餘額不足以支付運費 $275')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ storeCode: '131386', service: 'C2C_FROZEN' }));
  });

  it('searches pickup stores, picks one and can pick again', async () => {
    const onStoreSearch = jest.fn();
    setup({ onStoreSearch, stores: { list: [STORE], loading: false } });
    fireEvent.change(screen.getByLabelText(T.storeSearch), { target: { value: ' 市府 ' } });
    fireEvent.click(screen.getByRole('button', { name: T.storeSearchButton }));
    expect(onStoreSearch).toHaveBeenCalledWith('市府');
    expect(screen.getByText(T.storeFrozenOnly)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '選擇 7-ELEVEN 市府門市' }));
    expect(await screen.findByTestId('store-chosen')).toHaveTextContent(T.storeChosen('7-ELEVEN 市府門市', '131386'));
    fireEvent.click(screen.getByRole('button', { name: T.storeChange }));
    expect(await screen.findByTestId('store-picker')).toBeInTheDocument();
  });
});
