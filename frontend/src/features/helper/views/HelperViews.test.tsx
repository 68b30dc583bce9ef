import { screen } from '@testing-library/react';
import { FaqListDocument, NewsItemDocument, NewsListDocument } from '../../../graphql/documents/content';
import { renderWithProviders } from '../../../test/render';
import { HelperFaqsView, HelperNewsView } from './HelperViews';

const item = (id: string, kind: string, title: string) => ({
  __typename: 'ContentItem',
  id,
  kind,
  title,
  summary: `${title}摘要`,
  bodyHtml: `<p>${title}內文</p>`,
  category: 'account',
  categoryLabel: '帳號與會員',
  publishAt: '2026-11-01T00:00:00.000Z',
  startsOn: null,
  endsOn: null,
  sort: 1,
  state: 'PUBLISHED',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const newsPage = (items: ReturnType<typeof item>[]) => ({
  newsList: { __typename: 'ContentPage', items, total: items.length, page: 1, pageSize: 10 },
});

describe('HelperNewsView', () => {
  it('lists the same announcements as the public site, linking inside the back office', async () => {
    renderWithProviders(<HelperNewsView />, {
      path: '/auth/helper/news',
      mocks: [
        {
          request: { query: NewsListDocument, variables: { page: 1, pageSize: 10 } },
          result: { data: newsPage([item('7', 'NEWS', '系統維護公告')]) },
        },
      ],
    });
    const link = await screen.findByRole('link', { name: '系統維護公告' });
    expect(link).toHaveAttribute('href', '/auth/helper/news/7');
    // The developer page is in the product: linked, not opened elsewhere.
    expect(screen.getByRole('link', { name: '前往技術文件' })).toHaveAttribute('href', '/developers');
  });

  it('shows an empty state when nothing is published', async () => {
    renderWithProviders(<HelperNewsView />, {
      path: '/auth/helper/news',
      mocks: [
        { request: { query: NewsListDocument, variables: { page: 1, pageSize: 10 } }, result: { data: newsPage([]) } },
      ],
    });
    expect(await screen.findByText('目前沒有平台公告。')).toBeInTheDocument();
  });

  it('shows one announcement by id, with a way back to the list', async () => {
    renderWithProviders(<HelperNewsView />, {
      path: '/auth/helper/news/:id',
      url: '/auth/helper/news/7',
      mocks: [
        {
          request: { query: NewsItemDocument, variables: { id: '7' } },
          result: { data: { newsItem: item('7', 'NEWS', '系統維護公告') } },
        },
      ],
    });
    expect(await screen.findByText('系統維護公告內文')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回公告列表' })).toHaveAttribute('href', '/auth/helper/news');
  });
});

describe('HelperFaqsView', () => {
  it('renders the FAQ and an error state with retry', async () => {
    const ok = renderWithProviders(<HelperFaqsView />, {
      path: '/auth/helper/faqs',
      mocks: [
        {
          request: { query: FaqListDocument },
          result: { data: { faqCategories: [], faqList: [item('1', 'FAQ', '提領要多久？')] } },
        },
      ],
    });
    expect(await screen.findByText('提領要多久？')).toBeInTheDocument();
    ok.unmount();
    renderWithProviders(<HelperFaqsView />, {
      path: '/auth/helper/faqs',
      mocks: [{ request: { query: FaqListDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('內容暫時無法載入，請稍後再試')).toBeInTheDocument();
  });
});
