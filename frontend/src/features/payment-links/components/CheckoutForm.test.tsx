import type { PayType } from '../../../graphql/generated';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import { CheckoutForm } from './CheckoutForm';

describe('CheckoutForm', () => {
  it("labels the link's pay types from the reference query", async () => {
    const data = {
      amount: 1200,
      payTypes: ['CREDIT', 'ICASH', 'JKOPAY'] as PayType[],
      installments: [],
      sandboxCards: { success: '4311', decline: '4000' },
    };
    renderWithProviders(<CheckoutForm data={data} onSubmit={jest.fn()} />, { mocks: [REFERENCE_MOCK] });
    expect(await screen.findByRole('option', { name: 'icash Pay' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '信用卡' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '街口支付' })).toBeInTheDocument();
  });

  it('takes an optional 手機條碼 by the SPEC §5 rule, in capitals', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    const data = {
      amount: 1200,
      payTypes: ['ATM'] as PayType[],
      installments: [],
      sandboxCards: { success: '4311', decline: '4000' },
    };
    renderWithProviders(<CheckoutForm data={data} onSubmit={onSubmit} />, { mocks: [REFERENCE_MOCK] });
    fireEvent.change(screen.getByLabelText(/^付款人姓名/), { target: { value: '林美玲' } });
    fireEvent.change(screen.getByLabelText(/^電子信箱/), { target: { value: 'buyer@example.com' } });
    const barcode = screen.getByLabelText(/^手機條碼/);
    fireEvent.change(barcode, { target: { value: 'ABC+1234' } });
    fireEvent.click(screen.getByRole('button', { name: '確認付款' }));
    expect(await screen.findByText('手機條碼格式錯誤，須為 / 加 7 碼大寫英文、數字或 + - .')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(barcode, { target: { value: '/abc+1.3' } });
    expect(barcode).toHaveValue('/ABC+1.3');
    fireEvent.click(screen.getByRole('button', { name: '確認付款' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mobileBarcode: '/ABC+1.3' })));
  });

  it("offers the shop's card methods (SPEC §3) and instalments only with the lump-sum card", async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    const data = {
      amount: 1200,
      payTypes: ['CREDIT'] as PayType[],
      installments: [3, 6],
      cardMethods: ['creditunionpay', 'applepay'],
      sandboxCards: { success: '4311', decline: '4000' },
    };
    renderWithProviders(<CheckoutForm data={data} onSubmit={onSubmit} />, { mocks: [REFERENCE_MOCK] });
    const method = screen.getByLabelText(/^信用卡付款方式/);
    expect(Array.from((method as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      '信用卡一次付清',
      '銀聯卡',
      'Apple Pay',
    ]);
    expect(screen.queryByRole('option', { name: '紅利折抵' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^分期/)).toBeInTheDocument();

    fireEvent.change(method, { target: { value: 'creditunionpay' } });
    await waitFor(() => expect(screen.queryByLabelText(/^分期/)).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/^付款人姓名/), { target: { value: '林美玲' } });
    fireEvent.change(screen.getByLabelText(/^電子信箱/), { target: { value: 'buyer@example.com' } });
    fireEvent.change(screen.getByLabelText(/^信用卡號/), { target: { value: '4311' + '0'.repeat(12) } });
    fireEvent.click(screen.getByRole('button', { name: '確認付款' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ payType: 'CREDIT', cardMethod: 'creditunionpay' }),
      ),
    );
  });

  it('shows no card method choice when the shop offers only the lump sum', () => {
    const data = {
      amount: 1200,
      payTypes: ['CREDIT'] as PayType[],
      installments: [],
      cardMethods: [],
      sandboxCards: { success: '4311', decline: '4000' },
    };
    renderWithProviders(<CheckoutForm data={data} onSubmit={jest.fn()} />, { mocks: [REFERENCE_MOCK] });
    expect(screen.queryByLabelText(/^信用卡付款方式/)).not.toBeInTheDocument();
  });
});

describe('CheckoutForm quantity (a link that sells units)', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });
  const units = { title: '手作禮盒', unitsLeft: 5, perOrderLimit: 3, maxQuantity: 3 };
  const base = {
    amount: 1200,
    payTypes: ['CREDIT', 'ATM'] as PayType[],
    installments: [],
    sandboxCards: { success: '4311', decline: '4000' },
  };
  const fillBuyer = () => {
    fireEvent.change(screen.getByLabelText(/^付款人姓名/), { target: { value: '林美玲' } });
    fireEvent.change(screen.getByLabelText(/^電子信箱/), { target: { value: 'buyer@example.com' } });
    fireEvent.change(screen.getByLabelText(/^信用卡號/), { target: { value: '4311' + '0'.repeat(12) } });
  };

  it('steps within the per-order limit, shows the units left and the total, and sends the quantity', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(<CheckoutForm data={{ ...base, units }} onSubmit={onSubmit} />, { mocks: [REFERENCE_MOCK] });
    expect(screen.getByTestId('units-left')).toHaveTextContent('剩餘 5 件・每筆限購 3 件');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,200');
    const plus = screen.getByRole('button', { name: '增加數量' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByLabelText('數量')).toHaveValue('3');
    expect(plus).toBeDisabled();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$3,600');
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: '確認付款' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: '3' })));
  });

  it('shows no quantity choice on a link that sells no units', () => {
    renderWithProviders(<CheckoutForm data={base} onSubmit={jest.fn()} />, { mocks: [REFERENCE_MOCK] });
    expect(screen.queryByRole('button', { name: '增加數量' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
  });

  it('refuses, by the shared rules, more than is left and a total over the ATM limit', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    const initial = {
      quantity: '4',
      amount: '',
      buyerName: '林美玲',
      buyerEmail: 'buyer@example.com',
      payType: 'ATM',
      cardNumber: '',
      installments: '1',
      cardMethod: 'credit',
      mobileBarcode: '',
    };
    const { unmount } = renderWithProviders(
      <CheckoutForm
        data={{ ...base, units: { ...units, unitsLeft: 2, perOrderLimit: null, maxQuantity: 2 }, initial }}
        onSubmit={onSubmit}
      />,
      { mocks: [REFERENCE_MOCK] },
    );
    fireEvent.click(screen.getByRole('button', { name: '確認付款' }));
    expect(await screen.findByText('剩餘數量不足，目前僅剩 2 件')).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <CheckoutForm
        data={{
          ...base,
          amount: 20_000,
          units: { ...units, perOrderLimit: null, maxQuantity: 5 },
          initial: { ...initial, quantity: '2' },
        }}
        onSubmit={onSubmit}
      />,
      { mocks: [REFERENCE_MOCK] },
    );
    fireEvent.click(screen.getByRole('button', { name: '確認付款' }));
    expect(await screen.findByText('ATM 轉帳單筆上限為 30,000 元，請減少數量或改用其他付款方式')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the gateway's quantity refusal on the quantity field", async () => {
    const onSubmit = jest.fn().mockResolvedValue([{ field: 'quantity', message: '剩餘數量不足，目前僅剩 1 件' }]);
    renderWithProviders(<CheckoutForm data={{ ...base, units }} onSubmit={onSubmit} />, { mocks: [REFERENCE_MOCK] });
    fireEvent.click(screen.getByRole('button', { name: '增加數量' }));
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: '確認付款' }));
    expect(await screen.findByText('剩餘數量不足，目前僅剩 1 件')).toBeInTheDocument();
  });
});
