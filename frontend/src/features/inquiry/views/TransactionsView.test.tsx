import { fireEvent, screen } from '@testing-library/react';
import { InquireTradeDocument } from '../../../graphql/documents/inquiry';
import { renderWithProviders } from '../../../test/render';
import { TransactionsView } from './TransactionsView';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

function ask(tradeNo: string, amount: string, captcha = 'AB12C') {
  fireEvent.change(field('交易編號'), { target: { value: tradeNo } });
  fireEvent.change(field('交易金額'), { target: { value: amount } });
  fireEvent.change(field('驗證碼'), { target: { value: captcha } });
  fireEvent.click(screen.getByRole('button', { name: '查詢' }));
}

function mock(tradeNo: string, amount: number, payload: object) {
  return {
    request: { query: InquireTradeDocument, variables: { input: { tradeNo, amount, captcha: 'AB12C' } } },
    result: { data: { inquireTrade: payload } },
  };
}

describe('TransactionsView', () => {
  it('validates the trade number (digits, at most 20) and the amount before asking', async () => {
    renderWithProviders(<TransactionsView />, { path: '/transactions' });
    ask('12ab', '0');
    expect(await screen.findByText('交易序號最多 20 位數字')).toBeInTheDocument();
    expect(screen.getByText('請輸入正確的交易金額')).toBeInTheDocument();
  });

  it('shows status, merchant and payment type for a match', async () => {
    const result = {
      __typename: 'TradeInquiryResult',
      tradeNo: '20261122000001',
      statusLabel: '付款成功',
      merchantName: '好物商行線上商店',
      payTypeLabel: '信用卡',
    };
    renderWithProviders(<TransactionsView />, {
      path: '/transactions',
      mocks: [mock('20261122000001', 1280, { __typename: 'TradeInquiryPayload', result, errors: [] })],
    });
    ask('20261122000001', '1280');
    expect(await screen.findByText('好物商行線上商店')).toBeInTheDocument();
    expect(screen.getByText('付款成功')).toBeInTheDocument();
    expect(screen.getByText('信用卡')).toBeInTheDocument();
  });

  it('shows the neutral message the server sends when nothing matches', async () => {
    const errors = [
      {
        __typename: 'FieldError',
        field: null,
        code: 'NOT_FOUND',
        message: '查無符合的交易，請確認交易編號與金額是否正確',
      },
    ];
    renderWithProviders(<TransactionsView />, {
      path: '/transactions',
      mocks: [mock('1', 5, { __typename: 'TradeInquiryPayload', result: null, errors })],
    });
    ask('1', '5');
    expect(await screen.findByText('查無符合的交易，請確認交易編號與金額是否正確')).toBeInTheDocument();
  });
});
