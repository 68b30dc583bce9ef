import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ContractRequestCard } from './ContractRequestCard';

describe('ContractRequestCard', () => {
  it('says plainly there is no contract and what that means, and asks for one', () => {
    const onRequest = jest.fn();
    renderWithProviders(<ContractRequestCard requestedAt={null} busy={false} onRequest={onRequest} />);
    expect(screen.getByRole('heading', { name: '尚未簽訂合約' })).toBeInTheDocument();
    expect(screen.getByText(/合作商店的交易不會產生分潤/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '申請簽訂合約' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('once asked, shows when and offers no second request', () => {
    renderWithProviders(
      <ContractRequestCard requestedAt="2026-11-20T02:30:00.000Z" busy={false} onRequest={jest.fn()} />,
    );
    expect(screen.getByTestId('contract-requested')).toHaveTextContent('已於 2026/11/20');
    expect(screen.queryByRole('button', { name: '申請簽訂合約' })).toBeNull();
  });
});
