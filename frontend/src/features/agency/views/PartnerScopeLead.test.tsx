import { screen } from '@testing-library/react';
import {
  AgentShareDetailDocument,
  AgentShareSummaryDocument,
  AgentTransactionsDocument,
} from '../../../graphql/documents/agency';
import { defaultTransactionFilter, toTransactionFilter } from '../../../lib/transaction-filter';
import { renderWithProviders } from '../../../test/render';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import { thisMonth } from '../month';
import { AGENCY_TEXT } from '../text';
import { AgentInquiryView } from './AgentInquiryView';
import { ShareDetailView } from './ShareDetailView';
import { ShareListView } from './ShareListView';

const filter = toTransactionFilter(defaultTransactionFilter(), null);
const emptyPage = {
  request: { query: AgentTransactionsDocument, variables: { filter } },
  result: {
    data: {
      agentTransactions: {
        __typename: 'TransactionPage' as const,
        items: [],
        nextCursor: null,
        totalCount: 0,
        totalAmount: 0,
        range: { __typename: 'DateRange' as const, from: filter.from, to: filter.to },
        errors: [],
      },
    },
  },
};
const noShare = {
  request: { query: AgentShareSummaryDocument, variables: { month: thisMonth() } },
  result: { data: { agentShareSummary: null } },
};
const noDetail = {
  request: { query: AgentShareDetailDocument, variables: { month: thisMonth() } },
  result: {
    data: {
      agentShareDetail: { __typename: 'ShareDetailPage', items: [], hasNextPage: false, nextCursor: null, errors: [] },
    },
  },
};

describe('the agency pages say what of a partner the agent sees', () => {
  it('the inquiry says it lists only transactions made after each partner accepted', async () => {
    // Arrange / Act
    renderWithProviders(<AgentInquiryView />, { mocks: [emptyPage, REFERENCE_MOCK] });
    // Assert
    expect(await screen.findByText(AGENCY_TEXT.inquiry.empty)).toBeInTheDocument();
    expect(screen.getByText(AGENCY_TEXT.inquiry.scope)).toBeInTheDocument();
    expect(AGENCY_TEXT.inquiry.scope).toContain('接受合作之後');
  });

  it('the share summary and detail say only sales after acceptance count', async () => {
    renderWithProviders(<ShareListView />, { mocks: [noShare] });
    expect(await screen.findByText(AGENCY_TEXT.share.empty)).toBeInTheDocument();
    expect(screen.getByText(AGENCY_TEXT.share.scope)).toBeInTheDocument();
    renderWithProviders(<ShareDetailView />, { mocks: [noDetail] });
    expect(await screen.findByText(AGENCY_TEXT.share.detailEmpty)).toBeInTheDocument();
    expect(screen.getAllByText(AGENCY_TEXT.share.scope)).toHaveLength(2);
    expect(AGENCY_TEXT.share.scope).toContain('接受合作之後');
  });
});
