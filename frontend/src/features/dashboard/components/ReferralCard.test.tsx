import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ReferralCard } from './ReferralCard';

const data = { id: 4, agentName: '好夥伴代理', createdAt: '2026-11-20T02:00:00.000Z' };

describe('ReferralCard', () => {
  it('names the agent and answers with 接受 or 婉拒', () => {
    const onAnswer = jest.fn();
    renderWithProviders(<ReferralCard data={data} busy={null} onAnswer={onAnswer} />);
    expect(screen.getByText('代理商「好夥伴代理」邀請您成為合作商店。')).toBeInTheDocument();
    expect(screen.getByText('2026/11/20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '接受' }));
    fireEvent.click(screen.getByRole('button', { name: '婉拒' }));
    expect(onAnswer.mock.calls).toEqual([[true], [false]]);
  });

  it('cannot be answered twice while an answer is on its way', () => {
    const onAnswer = jest.fn();
    renderWithProviders(<ReferralCard data={data} busy="accept" onAnswer={onAnswer} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
