import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AgentPartnerDocument, AgentPartnersDocument } from '../../../graphql/documents/agency';
import { renderWithProviders } from '../../../test/render';
import { AGENCY_TEXT } from '../text';
import { PartnerEditView } from './PartnerEditView';
import { PartnerListView } from './PartnerListView';

const partner = (id: number, email: string) => ({
  __typename: 'AgentPartnerView' as const,
  id,
  email,
  status: 'ACTIVE',
  memberName: '王小明',
  loginName: `seller${id}`,
  memberStatus: 'ACTIVE',
  activeShops: 1,
  note: '夜市攤商',
  createdAt: '2026-11-20T02:30:00.000Z',
  acceptedAt: '2026-11-21T02:30:00.000Z',
});

const page = (items: unknown[], next: string | null, after?: string) => ({
  request: { query: AgentPartnersDocument, variables: after ? { after } : {} },
  result: {
    data: {
      agentPartners: {
        __typename: 'AgentPartnerPage',
        items,
        hasNextPage: next !== null,
        nextCursor: next,
        errors: [],
      },
    },
  },
  maxUsageCount: 5,
});

describe('PartnerListView', () => {
  it('appends the next page of partners with 載入更多 until the list is complete', async () => {
    renderWithProviders(<PartnerListView />, {
      mocks: [
        page([partner(3, 'c@example.com'), partner(2, 'b@example.com')], 'next-1'),
        page([partner(1, 'a@example.com')], null, 'next-1'),
      ],
    });
    expect(await screen.findByText('c@example.com')).toBeInTheDocument();
    expect(screen.queryByText('a@example.com')).toBeNull();
    expect(screen.getByText('已顯示 2 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('a@example.com')).toBeInTheDocument();
    expect(screen.getAllByTestId('partner-row')).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull());
  });

  it('shows the empty state when the agent has referred no one', async () => {
    renderWithProviders(<PartnerListView />, { mocks: [page([], null)] });
    expect(await screen.findByText(AGENCY_TEXT.list.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
  });
});

describe('PartnerEditView', () => {
  const path = '/auth/pf/merchant/edit/:id';
  const one = (id: number, found: unknown) => ({
    request: { query: AgentPartnerDocument, variables: { id } },
    result: { data: { agentPartner: found } },
  });

  it('loads the partner by its id, however far down the list it is', async () => {
    renderWithProviders(<PartnerEditView />, {
      path,
      url: '/auth/pf/merchant/edit/987',
      mocks: [one(987, partner(987, 'far@example.com'))],
    });
    expect(await screen.findByText('far@example.com')).toBeInTheDocument();
  });

  it('says so when the partner is not the agent’s', async () => {
    renderWithProviders(<PartnerEditView />, { path, url: '/auth/pf/merchant/edit/5', mocks: [one(5, null)] });
    expect(await screen.findByText(AGENCY_TEXT.edit.notFound)).toBeInTheDocument();
  });

  it('says so at once for an id that is not a number', async () => {
    renderWithProviders(<PartnerEditView />, { path, url: '/auth/pf/merchant/edit/abc' });
    expect(await screen.findByText(AGENCY_TEXT.edit.notFound)).toBeInTheDocument();
  });
});
