import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { WithdrawForm } from './WithdrawForm';

const data = { available: 972, fee: 15, limit: 1_000_000 };

describe('WithdrawForm', () => {
  it('shows the net after the 15 fee as the amount is typed, and confirms before submitting', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(<WithdrawForm data={data} onSubmit={onSubmit} />);

    fireEvent.change(screen.getByLabelText(/^提領金額/), { target: { value: '972' } });
    expect(screen.getByTestId('withdraw-net')).toHaveTextContent('$957');
    fireEvent.click(screen.getByRole('button', { name: '申請提領' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('提領 $972，扣除手續費 $15 後實際入帳 $957');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '申請提領' }).at(-1)!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(972));
  });

  it('refuses more than is available, an amount not above the fee, and shows server errors on the field', async () => {
    const onSubmit = jest.fn().mockResolvedValue([{ field: 'amount', message: '可提領餘額不足' }]);
    renderWithProviders(<WithdrawForm data={data} onSubmit={onSubmit} />);
    const amount = screen.getByLabelText(/^提領金額/);

    fireEvent.change(amount, { target: { value: '973' } });
    fireEvent.click(screen.getByRole('button', { name: '申請提領' }));
    expect(await screen.findByText('可提領餘額不足')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: '申請提領' }));
    expect(await screen.findByText('提領金額需大於手續費')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills 全部提領 with everything withdrawable within the single limit, and shows the arrival estimate first', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-27T02:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      const onSubmit = jest.fn().mockResolvedValue([]);
      renderWithProviders(
        <WithdrawForm data={{ ...data, limit: 500, businessDays: { min: 1, max: 2 } }} onSubmit={onSubmit} />,
      );
      fireEvent.click(screen.getByRole('button', { name: '全部提領' }));
      expect(screen.getByLabelText(/^提領金額/)).toHaveValue('500');
      expect(screen.getByTestId('withdraw-net')).toHaveTextContent('$485');
      // Friday 27 November in Taiwan: one working day is Monday, two is Tuesday.
      expect(screen.getByTestId('withdraw-arrival')).toHaveTextContent('2026/11/30 – 2026/12/01');
      fireEvent.click(screen.getByRole('button', { name: '申請提領' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('預計 2026/11/30 – 2026/12/01 入帳');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers no 全部提領 when what is withdrawable does not cover the fee', () => {
    renderWithProviders(<WithdrawForm data={{ ...data, available: 10 }} onSubmit={jest.fn()} />);
    expect(screen.getByRole('button', { name: '全部提領' })).toBeDisabled();
  });
});
