import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PaymentLinksDocument } from '../../../graphql/documents/payment-links';
import { renderWithProviders } from '../../../test/render';
import { PaymentLinkListView } from './PaymentLinkListView';

const link = (id: number, title: string) => ({
  __typename: 'PaymentLinkView' as const,
  id,
  merchantId: 7,
  merchantName: '好物商行',
  token: `link-${id}`,
  url: `https://pay.example.com/link-${id}`,
  qrCode: 'data:image/png;base64,AAAA',
  title,
  amount: 500,
  description: '',
  payTypes: ['CREDIT'],
  installments: [],
  expiresAt: null,
  quantityLimit: null,
  perOrderLimit: null,
  enabled: true,
  state: 'OPEN',
  paidCount: 0,
  unitsSold: 0,
  paidTotal: 0,
  createdAt: '2026-11-20T02:30:00.000Z',
});

const page = (items: unknown[], next: string | null, after?: string) => ({
  request: { query: PaymentLinksDocument, variables: after ? { after } : {} },
  result: {
    data: {
      paymentLinks: { __typename: 'PaymentLinkPage', items, hasNextPage: next !== null, nextCursor: next, errors: [] },
    },
  },
  maxUsageCount: 5,
});

describe('PaymentLinkListView', () => {
  it('shows the first page and appends the next one with 載入更多 until the list is complete', async () => {
    renderWithProviders(<PaymentLinkListView />, {
      mocks: [page([link(3, '咖啡豆'), link(2, '手工皂')], 'next-1'), page([link(1, '皮夾')], null, 'next-1')],
    });
    expect(await screen.findByText('咖啡豆')).toBeInTheDocument();
    expect(screen.queryByText('皮夾')).toBeNull();
    expect(screen.getByText('已顯示 2 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('皮夾')).toBeInTheDocument();
    expect(screen.getByText('手工皂')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull());
  });

  it('shows no 載入更多 when the first page is the whole list', async () => {
    renderWithProviders(<PaymentLinkListView />, { mocks: [page([link(1, '皮夾')], null)] });
    expect(await screen.findByText('皮夾')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
  });
});
