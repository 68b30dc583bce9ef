import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MyPaymentsDocument } from '../../../graphql/documents/payment-links';
import { renderWithProviders } from '../../../test/render';
import { BUYER_TEXT } from '../text';
import { MyPayments } from './MyPayments';

const payment = {
  __typename: 'BuyerPayment',
  tradeNo: '20261124100000000001',
  merchantName: '好物商店',
  itemName: '月訂花束（第 2 期）',
  amount: 990,
  payTypeLabel: '信用卡',
  statusLabel: '已付款',
  createdAt: '2026-11-24T04:00:00.000Z',
  refundedAmount: 0,
  refundedAt: null,
  refundReason: null,
  recurring: true,
};
/** One page of payments; `after` asks for the page after that cursor, `next` says another page follows. */
const answer = (items: object[], paging: { after?: string; next?: string } = {}) => ({
  request: { query: MyPaymentsDocument, variables: paging.after ? { after: paging.after } : {} },
  result: {
    data: {
      myPayments: {
        __typename: 'BuyerPaymentPage',
        items,
        hasNextPage: Boolean(paging.next),
        nextCursor: paging.next ?? null,
        errors: [],
      },
    },
  },
});

describe('MyPayments', () => {
  it('marks recurring charges and shows a refund with its amount, time and reason', async () => {
    renderWithProviders(<MyPayments />, {
      mocks: [
        answer([
          payment,
          {
            ...payment,
            tradeNo: '20261120100000000002',
            itemName: '手工皂',
            recurring: false,
            refundedAmount: 300,
            refundedAt: '2026-11-25T02:00:00.000Z',
            refundReason: '商品缺貨',
          },
        ]),
      ],
    });
    expect(await screen.findByText(BUYER_TEXT.recurring)).toBeInTheDocument();
    expect(screen.getByText('$300')).toBeInTheDocument();
    expect(screen.getByText(BUYER_TEXT.payments.refundReason('商品缺貨'))).toBeInTheDocument();
    expect(screen.getByText('2026/11/25 10:00')).toBeInTheDocument();
  });

  it('loads the next page under the list with 載入更多, until the last page', async () => {
    const older = { ...payment, tradeNo: '20261101100000000003', itemName: '香氛蠟燭', recurring: false };
    renderWithProviders(<MyPayments />, {
      mocks: [answer([payment], { next: 'cursor-1' }), answer([older], { after: 'cursor-1' })],
    });
    expect(await screen.findByText('月訂花束（第 2 期）')).toBeInTheDocument();
    expect(screen.getByText('已顯示 1 筆')).toBeInTheDocument();
    expect(screen.queryByText('香氛蠟燭')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('香氛蠟燭')).toBeInTheDocument();
    expect(screen.getByText('月訂花束（第 2 期）')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull());
  });

  it('shows the empty state, and a retry when the payments cannot be loaded', async () => {
    const { unmount } = renderWithProviders(<MyPayments />, { mocks: [answer([])] });
    expect(await screen.findByText(BUYER_TEXT.payments.empty)).toBeInTheDocument();
    unmount();
    renderWithProviders(<MyPayments />, {
      mocks: [{ request: { query: MyPaymentsDocument }, error: new Error('network down') }],
    });
    expect(await screen.findByText(BUYER_TEXT.payments.loadError)).toBeInTheDocument();
  });
});
