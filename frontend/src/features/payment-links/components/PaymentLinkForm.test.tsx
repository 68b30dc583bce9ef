import type { PayType } from '../../../graphql/generated';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import { PaymentLinkForm } from './PaymentLinkForm';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const shops = [{ id: 7, name: '好物商行', paymentSwitch: ['CREDIT', 'ATM', 'CVS'] as PayType[] }];

describe('PaymentLinkForm', () => {
  it('validates with the SPEC rules and toasts on a failed submit', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<PaymentLinkForm data={{ shops }} onSubmit={onSubmit} />, { mocks: [REFERENCE_MOCK] });
    fireEvent.change(screen.getByLabelText(/^金額/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('請輸入收款標題')).toBeInTheDocument();
    expect(screen.getByText('金額需為 1 以上的整數')).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers only the shop's pay types, submits, and maps server errors onto fields", async () => {
    const onSubmit = jest.fn().mockResolvedValue([{ field: 'payTypes', message: '請選擇商店已開通的付款方式' }]);
    renderWithProviders(<PaymentLinkForm data={{ shops }} onSubmit={onSubmit} />, { mocks: [REFERENCE_MOCK] });
    expect(await screen.findByText('信用卡')).toBeInTheDocument();
    expect(screen.getByText('超商代碼')).toBeInTheDocument();
    expect(screen.queryByText('街口支付')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^收款標題/), { target: { value: '手作蛋糕' } });
    fireEvent.change(screen.getByLabelText(/^金額/), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ merchantId: '7', title: '手作蛋糕', amount: '1000', payTypes: ['CREDIT'] }),
      ),
    );
    expect(await screen.findByText('請選擇商店已開通的付款方式')).toBeInTheDocument();
  });
});

describe('PaymentLinkForm per-order limit', () => {
  it('checks the per-order limit by the shared rule and sends it', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(<PaymentLinkForm data={{ shops }} onSubmit={onSubmit} />, { mocks: [REFERENCE_MOCK] });
    fireEvent.change(screen.getByLabelText(/^收款標題/), { target: { value: '手作禮盒' } });
    fireEvent.change(screen.getByLabelText(/^每筆購買上限/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('每筆購買上限需搭配固定金額與數量上限')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^金額/), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(/^數量上限/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('每筆購買上限不可大於數量上限')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^數量上限/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantityLimit: '10', perOrderLimit: '2' })),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
