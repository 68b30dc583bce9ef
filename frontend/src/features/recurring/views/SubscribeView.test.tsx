import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PublicPeriodPlanDocument, SubscribePeriodPlanDocument } from '../../../graphql/documents/recurring';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { renderWithProviders } from '../../../test/render';
import { SUBSCRIBE_TEXT } from '../text';
import { SubscribeView } from './SubscribeView';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const plan = {
  __typename: 'PublicPeriodPlan',
  token: 'tok1',
  title: '每月咖啡豆',
  merchantName: '小明手作',
  description: '每月一包精品咖啡豆',
  amount: 500,
  cycle: 'MONTHLY',
  totalCharges: 12,
  trialDays: 0,
  available: true,
  schedulePreview: ['2026-11-24', '2026-12-24', '2027-01-24'],
  sandbox: true,
};
const input = {
  token: 'tok1',
  buyerName: '林美玲',
  buyerEmail: 'meiling@example.com',
  buyerMobile: '0912345678',
  cardNumber: '4311952222222222',
  // The terms shown on the page go with the subscription, so a plan edited meanwhile is refused, not charged.
  agreedTerms: { amount: 500, cycle: 'MONTHLY', totalCharges: 12, trialDays: 0 },
  captcha: 'K7P2Q',
};
const mocks = [
  {
    request: { query: PublicPeriodPlanDocument, variables: { token: 'tok1' } },
    result: { data: { publicPeriodPlan: plan } },
  },
  { request: { query: ViewerDocument }, result: { data: { viewer: null } }, maxUsageCount: 5 },
  {
    request: { query: SubscribePeriodPlanDocument, variables: { input } },
    result: {
      data: {
        subscribePeriodPlan: {
          __typename: 'PeriodSubscriptionPayload',
          errors: [],
          subscription: {
            __typename: 'PeriodSubscriptionView',
            subNo: 'PS2611240001',
            planTitle: '每月咖啡豆',
            merchantName: '小明手作',
            amount: 500,
            cycle: 'MONTHLY',
            totalCharges: 12,
            status: 'ACTIVE',
            card: '**** 2222',
            chargesDone: 1,
            nextChargeDate: '2026-12-24',
            charges: [
              {
                __typename: 'PeriodChargeView',
                period: 1,
                attempt: 0,
                dueDate: '2026-11-24',
                paid: true,
                tradeNo: '20261124000000000001',
              },
            ],
          },
        },
      },
    },
  },
];

describe('SubscribeView', () => {
  it('shows the plan with its schedule, subscribes a guest and shows the first charge', async () => {
    renderWithProviders(<SubscribeView />, { path: '/subscribe/:token', url: '/subscribe/tok1', mocks });

    expect(await screen.findByRole('heading', { name: '每月咖啡豆' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-amount')).toHaveTextContent('$500');
    expect(within(screen.getByTestId('schedule-preview')).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText(/^姓名/), { target: { value: input.buyerName } });
    fireEvent.change(screen.getByLabelText(/^電子信箱/), { target: { value: input.buyerEmail } });
    fireEvent.change(screen.getByLabelText(/^手機號碼/), { target: { value: input.buyerMobile } });
    fireEvent.change(screen.getByLabelText(/^信用卡號/), { target: { value: '4311-9522-2222-2222' } });
    fireEvent.change(screen.getByLabelText(/^驗證碼/), { target: { value: input.captcha } });
    fireEvent.click(screen.getByRole('button', { name: SUBSCRIBE_TEXT.submit }));

    const result = await screen.findByTestId('subscribe-result');
    expect(within(result).getByTestId('subscription-no')).toHaveTextContent('PS2611240001');
    expect(result).toHaveTextContent('扣款中');
    expect(result).toHaveTextContent(SUBSCRIBE_TEXT.firstChargePaid('2026/11/24', '20261124000000000001'));
    await waitFor(() => expect(screen.queryByRole('button', { name: SUBSCRIBE_TEXT.submit })).toBeNull());
  });

  it('says so when the plan does not exist', async () => {
    renderWithProviders(<SubscribeView />, {
      path: '/subscribe/:token',
      url: '/subscribe/nope',
      mocks: [
        {
          request: { query: PublicPeriodPlanDocument, variables: { token: 'nope' } },
          result: { data: { publicPeriodPlan: null } },
        },
        mocks[1]!,
      ],
    });
    expect(await screen.findByText(SUBSCRIBE_TEXT.notFound)).toBeInTheDocument();
  });
});
