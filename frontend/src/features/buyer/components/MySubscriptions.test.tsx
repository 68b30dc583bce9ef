import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CancelMySubscriptionDocument, MySubscriptionsDocument } from '../../../graphql/documents/buyer';
import { renderWithProviders } from '../../../test/render';
import { BUYER_TEXT } from '../text';
import { MySubscriptions } from './MySubscriptions';

import { showToast } from '../../../lib/toast';

const sub = {
  __typename: 'PeriodSubscriptionView',
  subNo: 'PS2611240001',
  planTitle: '每月咖啡豆',
  merchantName: '小明手作',
  amount: 500,
  cycle: 'MONTHLY',
  totalCharges: 12,
  status: 'ACTIVE',
  chargesDone: 1,
  nextChargeDate: '2026-12-24',
  createdAt: '2026-11-24T04:00:00.000Z',
};
/** One page of subscriptions; `after` asks for the page after that cursor, `next` says another page follows. */
const list = (items: object[], paging: { after?: string; next?: string } = {}) => ({
  request: { query: MySubscriptionsDocument, variables: paging.after ? { after: paging.after } : {} },
  result: {
    data: {
      mySubscriptions: {
        __typename: 'PeriodSubscriptionBuyerPage',
        items,
        hasNextPage: Boolean(paging.next),
        nextCursor: paging.next ?? null,
        errors: [],
      },
    },
  },
});

describe('MySubscriptions', () => {
  it('lists status, next charge and charges done, and cancels after a confirm step', async () => {
    const cancelled = { ...sub, status: 'CANCELLED', nextChargeDate: null };
    renderWithProviders(<MySubscriptions />, {
      mocks: [
        list([sub]),
        {
          request: { query: CancelMySubscriptionDocument, variables: { subNo: sub.subNo } },
          result: {
            data: {
              cancelMySubscription: {
                __typename: 'PeriodSubscriptionPayload',
                subscription: {
                  __typename: 'PeriodSubscriptionView',
                  subNo: sub.subNo,
                  status: 'CANCELLED',
                  nextChargeDate: null,
                },
                errors: [],
              },
            },
          },
        },
        list([cancelled]),
      ],
    });

    const row = await screen.findByTestId('my-subscription-row');
    expect(row).toHaveTextContent('每月咖啡豆（每月）');
    expect(within(row).getByText('扣款中')).toBeInTheDocument();
    expect(within(row).getByText('2026/12/24')).toBeInTheDocument();
    expect(within(row).getByText('1 / 12 期')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: BUYER_TEXT.cancelSubscription }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BUYER_TEXT.cancelMessage('每月咖啡豆'));
    fireEvent.click(within(dialog).getByRole('button', { name: BUYER_TEXT.cancelSubscription }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith(BUYER_TEXT.cancelled, 'success'));
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(within(screen.getByTestId('my-subscription-row')).queryByRole('button')).toBeNull();
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    renderWithProviders(<MySubscriptions />, { mocks: [list([])] });

    expect(screen.getByTestId('my-subscriptions').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText(BUYER_TEXT.subscriptionsEmpty)).toBeInTheDocument();
  });

  it('offers a retry when the subscriptions cannot be loaded', async () => {
    renderWithProviders(<MySubscriptions />, {
      mocks: [{ request: { query: MySubscriptionsDocument }, error: new Error('network down') }],
    });

    expect(await screen.findByText(BUYER_TEXT.subscriptionsLoadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});
