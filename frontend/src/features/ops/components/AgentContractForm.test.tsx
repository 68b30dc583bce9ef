import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { showToast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { toContractInput, type ContractValues } from '../agent-contract.schema';
import { AgentContractForm } from './AgentContractForm';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const RATE_ERROR = '分潤比例需為 0% 至 100%，最多兩位小數（例如 0.35），且至少填寫一種付款方式';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AgentContractForm', () => {
  it('shows whose contract it sets above the fields', () => {
    renderWithProviders(<AgentContractForm whose="通路夥伴股份有限公司（agent01）的合約" onSubmit={jest.fn()} />);
    expect(screen.getByTestId('contract-whose')).toHaveTextContent('通路夥伴股份有限公司（agent01）');
    expect(screen.getByLabelText(/^信用卡（%）/)).toBeInTheDocument();
  });

  it.each([['100.5'], ['0.355'], ['abc'], ['-1']])('refuses the rate %p in percent before sending', async (rate) => {
    const onSubmit = jest.fn();
    renderWithProviders(<AgentContractForm whose="x" onSubmit={onSubmit} />);
    fill(/^生效日/, '2026-11-01');
    fill(/^信用卡（%）/, rate);
    fireEvent.click(screen.getByRole('button', { name: '儲存合約' }));
    expect(await screen.findByText(RATE_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one rate and a start day', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<AgentContractForm whose="x" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '儲存合約' }));
    expect(await screen.findByText(RATE_ERROR)).toBeInTheDocument();
    expect(screen.getByText('請選擇生效日')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the rates as typed in percent; the gateway converts them (0.35 % is 35 basis points)', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(<AgentContractForm whose="x" onSubmit={onSubmit} />);
    fill(/^生效日/, '2026-11-01');
    fill(/^信用卡（%）/, ' 0.35 ');
    fill(/^ATM 轉帳（%）/, '20');
    // Saving resolves and resets the form in one go: let it settle inside act.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存合約' }));
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // A saved version clears the form for the next one.
    await waitFor(() => expect(screen.getByLabelText(/^信用卡（%）/)).toHaveValue(''));
    const values = onSubmit.mock.calls[0][0] as ContractValues;
    expect(toContractInput(values)).toEqual({
      startsOn: '2026-11-01',
      endsOn: null,
      note: null,
      rates: [
        { payType: 'CREDIT', percent: '0.35' },
        { payType: 'ATM', percent: '20' },
      ],
    });
  });
});
