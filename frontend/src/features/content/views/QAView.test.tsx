import { fireEvent, screen } from '@testing-library/react';
import { FaqListDocument } from '../../../graphql/documents/content';
import { renderWithProviders } from '../../../test/render';
import { QAView } from './QAView';

const item = (id: string, category: string, categoryLabel: string, title: string) => ({
  __typename: 'ContentItem',
  id,
  kind: 'FAQ',
  title,
  summary: '',
  bodyHtml: `<p>${title}的答案</p>`,
  category,
  categoryLabel,
  publishAt: '2026-01-01T00:00:00.000Z',
  startsOn: null,
  endsOn: null,
  sort: 1,
  state: 'PUBLISHED',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const data = {
  faqCategories: [
    { __typename: 'FaqCategory', key: 'account', label: '帳號與會員' },
    { __typename: 'FaqCategory', key: 'settlement', label: '撥款與提領' },
  ],
  faqList: [
    item('1', 'account', '帳號與會員', '同一個統一編號可以註冊幾個會員？'),
    item('2', 'settlement', '撥款與提領', '提領要多久才會入帳？'),
  ],
};

describe('QAView', () => {
  it('lists FAQ from the server and filters by category', async () => {
    renderWithProviders(<QAView />, {
      path: '/QA',
      mocks: [{ request: { query: FaqListDocument }, result: { data } }],
    });
    expect(await screen.findByText('同一個統一編號可以註冊幾個會員？')).toBeInTheDocument();
    expect(screen.getByText('提領要多久才會入帳？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '撥款與提領' }));
    expect(screen.queryByText('同一個統一編號可以註冊幾個會員？')).not.toBeInTheDocument();
    expect(screen.getByText('提領要多久才會入帳？')).toBeInTheDocument();
  });

  it('shows an error with a retry when the FAQ cannot load', async () => {
    renderWithProviders(<QAView />, {
      path: '/QA',
      mocks: [{ request: { query: FaqListDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('內容暫時無法載入，請稍後再試')).toBeInTheDocument();
  });
});
