import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERIOD_MESSAGES } from '@paydesk/shared/period-rules';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_PLAN } from '../plan.schema';
import { PLAN_TEXT } from '../text';
import { PlanForm } from './PlanForm';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

const shops = [{ id: 7, name: '小明手作' }];
const today = '2026-01-31';
const save = () => fireEvent.click(screen.getByRole('button', { name: PLAN_TEXT.save }));
const previewDates = () =>
  within(screen.getByTestId('schedule-preview'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PlanForm', () => {
  it('validates with the shared limits and toasts on a failed submit', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<PlanForm data={{ shops, today }} onSubmit={onSubmit} />);

    fireEvent.change(screen.getByLabelText(/^每期金額/), { target: { value: '200001' } });
    fireEvent.change(screen.getByLabelText(/^試用天數/), { target: { value: '91' } });
    fireEvent.change(screen.getByLabelText(/^首次扣款日/), { target: { value: '2026-01-30' } });
    fireEvent.click(screen.getByLabelText(PLAN_TEXT.unlimited));
    fireEvent.change(await screen.findByLabelText(/^扣款期數/), { target: { value: '1' } });
    save();

    expect(await screen.findByText(PERIOD_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(PERIOD_MESSAGES.amount)).toBeInTheDocument();
    expect(screen.getByText(PERIOD_MESSAGES.trialDays)).toBeInTheDocument();
    expect(screen.getByText(PERIOD_MESSAGES.firstChargeDate)).toBeInTheDocument();
    expect(screen.getByText(PERIOD_MESSAGES.totalCharges)).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the next three due dates live, month ends on the last day of shorter months', async () => {
    renderWithProviders(<PlanForm data={{ shops, today }} onSubmit={jest.fn()} />);

    expect(previewDates()).toEqual(['第 1 期：2026/01/31', '第 2 期：2026/02/28', '第 3 期：2026/03/31']);
    expect(screen.getByText(PLAN_TEXT.monthEndNote)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^扣款週期/), { target: { value: 'WEEKLY' } });
    fireEvent.change(screen.getByLabelText(/^試用天數/), { target: { value: '7' } });
    await waitFor(() =>
      expect(previewDates()).toEqual(['第 1 期：2026/02/07', '第 2 期：2026/02/14', '第 3 期：2026/02/21']),
    );

    fireEvent.change(screen.getByLabelText(/^首次扣款日/), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByLabelText(PLAN_TEXT.unlimited));
    fireEvent.change(await screen.findByLabelText(/^扣款期數/), { target: { value: '2' } });
    await waitFor(() => expect(previewDates()).toEqual(['第 1 期：2026/03/01', '第 2 期：2026/03/08']));

    fireEvent.change(screen.getByLabelText(/^每期金額/), { target: { value: '1200' } });
    await waitFor(() => expect(screen.getByTestId('amount-preview')).toHaveTextContent('$1,200'));
  });

  it('submits the values and maps server errors onto fields and above the form', async () => {
    const onSubmit = jest.fn().mockResolvedValue([
      { field: 'merchantId', message: PERIOD_MESSAGES.merchant },
      { field: null, message: '系統忙碌中' },
    ]);
    renderWithProviders(<PlanForm data={{ shops, today }} onSubmit={onSubmit} />);

    fireEvent.change(screen.getByLabelText(/^方案名稱/), { target: { value: '每月咖啡豆' } });
    fireEvent.change(screen.getByLabelText(/^每期金額/), { target: { value: '500' } });
    save();

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          merchantId: '7',
          title: '每月咖啡豆',
          amount: '500',
          cycle: 'MONTHLY',
          unlimited: true,
        }),
      ),
    );
    expect(await screen.findByText(PERIOD_MESSAGES.merchant)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('系統忙碌中');
  });

  it('tells the seller an edit applies to new subscribers only, and says nothing of it on a new plan', () => {
    const { unmount } = renderWithProviders(<PlanForm data={{ shops, today }} onSubmit={jest.fn()} />);
    expect(screen.queryByTestId('plan-edit-terms')).not.toBeInTheDocument();
    unmount();
    const initial = {
      ...EMPTY_PLAN,
      merchantId: '7',
      title: '每月咖啡豆',
      amount: '100',
      totalCharges: '3',
      unlimited: false,
    };
    renderWithProviders(<PlanForm data={{ shops, today, initial }} onSubmit={jest.fn()} />);
    expect(screen.getByTestId('plan-edit-terms')).toHaveTextContent(PLAN_TEXT.editAppliesToNew);
  });
});
