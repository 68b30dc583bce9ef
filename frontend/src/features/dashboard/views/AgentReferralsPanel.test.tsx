import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { showToast } from '../../../lib/toast';
import { answerPlainQueries, batchesSent, restoreFetch } from '../../../test/plain-queries';
import { renderWithProviders } from '../../../test/render';
import { AgentReferralsPanel } from './AgentReferralsPanel';

const referral = (id: number, agentName: string) => ({
  __typename: 'AgentReferralView',
  id,
  agentName,
  createdAt: '2026-11-20T02:00:00.000Z',
});
const page = (items: ReturnType<typeof referral>[], nextCursor: string | null) => ({
  agentReferrals: { __typename: 'AgentReferralPage', items, hasNextPage: nextCursor !== null, nextCursor, errors: [] },
});

afterEach(restoreFetch);

describe('AgentReferralsPanel (the home reads it without Apollo)', () => {
  it('shows the first page, then the next one on 載入更多', async () => {
    const fetchMock = answerPlainQueries({
      AgentReferrals: (variables) =>
        variables?.after === 'c1'
          ? page([referral(3, '南區代理')], null)
          : page([referral(1, '北區代理'), referral(2, '中區代理')], 'c1'),
    });
    renderWithProviders(<AgentReferralsPanel scope="7" />);

    expect(await screen.findByText(/北區代理/)).toBeInTheDocument();
    expect(screen.queryByText(/南區代理/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));

    expect(await screen.findByText(/南區代理/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
    expect(batchesSent(fetchMock)).toEqual([['AgentReferrals'], ['AgentReferrals']]);
  });

  it('answers through Apollo, loaded on the first answer, then asks for the list again', async () => {
    let answered = false;
    const fetchMock = answerPlainQueries({
      AgentReferrals: () => (answered ? page([], null) : page([referral(1, '北區代理')], null)),
      AnswerAgentReferral: (variables) => {
        answered = variables?.id === 1 && variables?.accept === true;
        return { answerAgentReferral: { __typename: 'MutationResult', ok: answered, errors: [] } };
      },
    });
    renderWithProviders(<AgentReferralsPanel scope="7" />);
    const card = await screen.findByRole('article');

    fireEvent.click(within(card).getByRole('button', { name: '接受' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已接受合作邀請', 'success'));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(batchesSent(fetchMock)).toEqual([['AgentReferrals'], ['AnswerAgentReferral'], ['AgentReferrals']]);
  });

  it('shows nothing when there are no invitations', async () => {
    const fetchMock = answerPlainQueries({ AgentReferrals: page([], null) });
    const { container } = renderWithProviders(<AgentReferralsPanel scope="7" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
