import { fireEvent, screen } from '@testing-library/react';
import type { BankAccountFieldsFragment } from '../../../graphql/generated';
import { renderWithProviders } from '../../../test/render';
import { seriousViolations } from '../../../test/axe';
import { BankAccountSummary } from './BankAccountSummary';

const bank = (over: Partial<BankAccountFieldsFragment>): BankAccountFieldsFragment => ({
  bankCode: '812',
  branchCode: '0012',
  accountNoMasked: '**********8901',
  accountName: '好物商行有限公司',
  state: 'VERIFIED',
  stateLabel: '已驗證',
  verified: true,
  rejectReason: null,
  ...over,
});

describe('BankAccountSummary', () => {
  it('shows a verified account with its state and no hint', async () => {
    const onChange = jest.fn();
    const { container } = renderWithProviders(<BankAccountSummary bank={bank({})} onChange={onChange} />);
    expect(screen.getByTestId('bank-account')).toHaveTextContent('好物商行有限公司 812-0012 **********8901');
    expect(screen.getByText('已驗證')).toBeInTheDocument();
    expect(screen.queryByTestId('bank-account-hint')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '變更提領帳戶' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says a pending account waits for the operator (the state the checklist shows too)', () => {
    renderWithProviders(
      <BankAccountSummary
        bank={bank({ state: 'PENDING', stateLabel: '驗證中', verified: false })}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByText('驗證中')).toBeInTheDocument();
    expect(screen.getByTestId('bank-account-hint')).toHaveTextContent('營運人員核對為本人名下帳戶後即可提領');
  });

  it("shows the operator's reason for a rejected account", () => {
    renderWithProviders(
      <BankAccountSummary
        bank={bank({ state: 'REJECTED', stateLabel: '驗證未通過', verified: false, rejectReason: '存摺影本不清楚' })}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByText('驗證未通過')).toBeInTheDocument();
    expect(screen.getByTestId('bank-account-hint')).toHaveTextContent('驗證未通過：存摺影本不清楚。請變更提領帳戶');
  });
});
