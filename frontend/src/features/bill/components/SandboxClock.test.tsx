import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays } from '@paydesk/shared/period-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { renderWithProviders } from '../../../test/render';
import { SandboxClock } from './SandboxClock';

describe('SandboxClock', () => {
  it('moves the clock to any later date, counted from the clocked date', async () => {
    const onAdvance = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<SandboxClock offsetDays={10} busy={false} onAdvance={onAdvance} />);
    const clockToday = addDays(taipeiIsoDay(), 10);
    expect(screen.getByText(new RegExp(`測試時鐘目前日期：${clockToday}`))).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('快轉至指定日期'), { target: { value: addDays(clockToday, 45) } });
    fireEvent.click(screen.getByRole('button', { name: '快轉至此日' }));
    await waitFor(() => expect(onAdvance).toHaveBeenCalledWith(45));

    fireEvent.click(screen.getByRole('button', { name: '快轉 7 天' }));
    expect(onAdvance).toHaveBeenLastCalledWith(7);
  });

  it('refuses a date that is not ahead of the clock', async () => {
    const onAdvance = jest.fn();
    renderWithProviders(<SandboxClock offsetDays={0} busy={false} onAdvance={onAdvance} />);
    fireEvent.change(screen.getByLabelText('快轉至指定日期'), { target: { value: taipeiIsoDay() } });
    expect(await screen.findByText('請選擇測試時鐘目前日期之後、400 天以內的日期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '快轉至此日' })).toBeDisabled();
  });
});
