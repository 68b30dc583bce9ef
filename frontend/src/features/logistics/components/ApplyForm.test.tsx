import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGISTICS_MESSAGES } from '@paydesk/shared/shipment-statuses';
import { renderWithProviders } from '../../../test/render';
import { APPLY_TEXT as T } from '../text';
import { ApplyForm } from './ApplyForm';

/** Chakra's checkbox settles a tick after the click. */
async function toggle(name: string, checked: boolean) {
  const box = screen.getByRole('checkbox', { name, hidden: true });
  fireEvent.click(box);
  await waitFor(() => expect((box as HTMLInputElement).checked).toBe(checked));
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const shops = [{ id: 3, name: '小明手作' }];

describe('ApplyForm', () => {
  it('hides bulk warehouse (B2C) from a personal member', () => {
    renderWithProviders(<ApplyForm data={{ shops, isBusiness: false }} onSubmit={jest.fn()} />);
    expect(screen.getByLabelText('超商店到店')).toBeInTheDocument();
    expect(screen.getByLabelText('宅配')).toBeInTheDocument();
    expect(screen.queryByLabelText('超商大宗寄倉')).not.toBeInTheDocument();
    expect(screen.getByText(T.b2cNote)).toBeInTheDocument();
  });

  it('offers B2C to a business member and sends the application with the shop preselected', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(<ApplyForm data={{ shops, isBusiness: true, merchantId: '3' }} onSubmit={onSubmit} />);
    await toggle('超商大宗寄倉', true);
    fireEvent.change(screen.getByLabelText(/^寄件人姓名/), { target: { value: '王大明' } });
    fireEvent.change(screen.getByLabelText(/^寄件人手機/), { target: { value: '0912345678' } });
    fireEvent.change(screen.getByLabelText(/^寄件地址/), { target: { value: '台北市信義區市府路1號' } });
    fireEvent.click(screen.getByRole('button', { name: T.sameAsSender }));
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        merchantId: '3',
        services: ['C2C', 'B2C'],
        senderName: '王大明',
        senderMobile: '0912345678',
        senderAddress: '台北市信義區市府路1號',
        returnAddress: '台北市信義區市府路1號',
      }),
    );
  });

  it('validates with SPEC §5 rules and shows server refusals on their fields', async () => {
    const onSubmit = jest.fn().mockResolvedValue([{ field: 'merchantId', message: LOGISTICS_MESSAGES.applied }]);
    renderWithProviders(<ApplyForm data={{ shops, isBusiness: false }} onSubmit={onSubmit} />);
    await toggle('超商店到店', false);
    fireEvent.change(screen.getByLabelText(/^寄件人手機/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(LOGISTICS_MESSAGES.services)).toBeInTheDocument();
    expect(screen.getByText('手機號碼格式錯誤，請輸入 09 開頭的 10 位數字')).toBeInTheDocument();
    expect(screen.getAllByText(LOGISTICS_MESSAGES.address)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    await toggle('超商店到店', true);
    fireEvent.change(screen.getByLabelText(/^寄件人姓名/), { target: { value: '王大明' } });
    fireEvent.change(screen.getByLabelText(/^寄件人手機/), { target: { value: '0912345678' } });
    fireEvent.change(screen.getByLabelText(/^寄件地址/), { target: { value: '台北市' } });
    fireEvent.change(screen.getByLabelText(/^退貨地址/), { target: { value: '台北市' } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(LOGISTICS_MESSAGES.applied)).toBeInTheDocument();
  });
});
