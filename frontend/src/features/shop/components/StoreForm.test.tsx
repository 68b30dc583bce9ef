import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DeliveryMethod, PayType } from '../../../graphql/generated';
import { renderWithProviders } from '../../../test/render';
import { toStoreInput } from '../store.schema';
import { StoreForm } from './StoreForm';

import { showToast } from '../../../lib/toast';

const box = (name: string) => screen.getByRole('checkbox', { name, hidden: true });

/** Ticks or unticks a checkbox and waits until the form holds it (the checkbox reports its change asynchronously). */
async function toggle(name: string) {
  const was = (box(name) as HTMLInputElement).checked;
  fireEvent.click(box(name));
  await waitFor(() => expect((box(name) as HTMLInputElement).checked).toBe(!was));
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

const shops = [
  { id: 7, name: '好物商行', paymentSwitch: ['CREDIT', 'ATM'] as PayType[] },
  { id: 9, name: '小明手作', paymentSwitch: ['CVS'] as PayType[] },
];
const personal = { shops, deliveryMethods: ['CVS_C2C', 'HOME'] as DeliveryMethod[], periods: [3, 6, 12] };

describe('StoreForm', () => {
  it('checks the shared store rules and toasts on a failed submit', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<StoreForm data={personal} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^賣場網址/), { target: { value: 'Bad--Slug' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(SHOP_MESSAGES.merchant)).toBeInTheDocument();
    expect(screen.getByText(SHOP_MESSAGES.storeName)).toBeInTheDocument();
    expect(screen.getByText(SHOP_MESSAGES.slug)).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers the chosen shop's pay types, instalments only with card, and no B2C for a personal member", async () => {
    renderWithProviders(<StoreForm data={personal} onSubmit={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('所屬商店'), { target: { value: '7' } });
    expect(await screen.findByRole('checkbox', { name: '信用卡', hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'ATM 轉帳', hidden: true })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: '超商代碼', hidden: true })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '6 期', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '宅配到府', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '超商取貨（大宗寄倉）', hidden: true })).toBeNull();
    await toggle('信用卡');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '6 期', hidden: true })).toBeNull());
  });

  it('offers B2C delivery to a business member', () => {
    const business = { ...personal, deliveryMethods: ['CVS_C2C', 'HOME', 'CVS_B2C'] as DeliveryMethod[] };
    renderWithProviders(<StoreForm data={business} onSubmit={jest.fn()} />);
    expect(screen.getByRole('checkbox', { name: '超商取貨（大宗寄倉）', hidden: true })).toBeInTheDocument();
  });

  it('submits the values and maps server errors onto fields and above the form', async () => {
    const onSubmit = jest.fn().mockResolvedValue([
      { field: 'slug', message: SHOP_MESSAGES.slugTaken },
      { field: null, message: '系統忙碌中' },
    ]);
    renderWithProviders(<StoreForm data={personal} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('所屬商店'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/^賣場名稱/), { target: { value: ' 好物選品 ' } });
    fireEvent.change(screen.getByLabelText(/^賣場網址/), { target: { value: 'good-picks' } });
    await screen.findByRole('checkbox', { name: '6 期', hidden: true });
    await toggle('6 期');
    await toggle('宅配到府');
    fireEvent.change(await screen.findByLabelText('運費：宅配到府'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0][0];
    expect(toStoreInput(values)).toEqual({
      merchantId: 7,
      name: '好物選品',
      slug: 'good-picks',
      description: '',
      payTypes: ['CREDIT'],
      installments: [6],
      deliveryMethods: ['CVS_C2C', 'HOME'],
      shippingFees: [
        { deliveryMethod: 'CVS_C2C', fee: 0 },
        { deliveryMethod: 'HOME', fee: 120 },
      ],
      isOpen: true,
    });
    expect(await screen.findByText(SHOP_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('系統忙碌中');
  });

  it('refuses a shipping fee that is not a whole TWD amount within the limit', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<StoreForm data={personal} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('運費：超商取貨（店到店）'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(SHOP_MESSAGES.shippingFee)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows what the chosen shop cannot ship yet, with the reason', async () => {
    renderWithProviders(
      <StoreForm
        data={personal}
        onSubmit={jest.fn()}
        deliveryNotice={(merchantId) =>
          merchantId === 7 ? <p>{`宅配到府：${SHOP_MESSAGES.deliveryPending}`}</p> : null
        }
      />,
    );
    expect(screen.queryByText(/審核中/)).toBeNull();
    fireEvent.change(screen.getByLabelText('所屬商店'), { target: { value: '7' } });
    expect(await screen.findByText(`宅配到府：${SHOP_MESSAGES.deliveryPending}`)).toBeInTheDocument();
  });

  it('sends only pay types of the shop finally chosen, and no instalments without card', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(<StoreForm data={personal} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('所屬商店'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText(/^賣場名稱/), { target: { value: '手作小舖' } });
    fireEvent.change(screen.getByLabelText(/^賣場網址/), { target: { value: 'ming-made' } });
    await screen.findByRole('checkbox', { name: '超商代碼', hidden: true });
    await toggle('超商代碼');
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toStoreInput(onSubmit.mock.calls[0][0])).toMatchObject({
      merchantId: 9,
      payTypes: ['CVS'],
      installments: [],
    });
  });
});
