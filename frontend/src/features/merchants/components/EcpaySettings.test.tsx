import { screen } from '@testing-library/react';
import { MerchantCallbackDocument } from '../../../graphql/documents/merchants';
import { renderWithProviders } from '../../../test/render';
import { EcpaySettings } from './EcpaySettings';

const load = (testHashKey: string | null) => ({
  request: { query: MerchantCallbackDocument, variables: { merchantId: 7 } },
  result: {
    data: {
      merchantCallback: {
        __typename: 'MerchantCallbackSettings',
        merchantId: 7,
        notifyUrl: null,
        hashKeySet: false,
        merchantNo: '3000007',
        testHashKey,
        testHashIv: testHashKey ? 'IvIvIvIv87654321' : null,
      },
    },
  },
});

describe('EcpaySettings', () => {
  it('shows the MerchantID, the sandbox pair, every ReturnURL field, the PaymentType names and 1|OK', async () => {
    renderWithProviders(<EcpaySettings merchantId={7} />, { mocks: [load('AbCdEfGh12345678')] });
    expect(await screen.findByTestId('merchant-no')).toHaveTextContent('3000007');
    expect(screen.getByText('AbCdEfGh12345678')).toBeInTheDocument();
    for (const field of ['MerchantTradeNo', 'PaymentDate', 'TradeDate', 'StoreID', 'CustomField1～4', 'CheckMacValue'])
      expect(screen.getByText(field)).toBeInTheDocument();
    expect(screen.getAllByText('Credit_CreditCard').length).toBe(2);
    expect(screen.getByText('BNPL_AFTEE')).toBeInTheDocument();
    expect(screen.getAllByText('本平台自訂（綠界無對應代碼）').length).toBeGreaterThan(0);
    expect(screen.getByText(/回應 1\|OK/)).toBeInTheDocument();
    expect(screen.getByTestId('cashier-url')).toHaveTextContent('/Cashier/AioCheckOut/V5');
    expect(screen.getByText('10200073|CheckMacValue Error')).toBeInTheDocument();
  });

  it('shows no sandbox pair in production', async () => {
    renderWithProviders(<EcpaySettings merchantId={7} />, { mocks: [load(null)] });
    expect(await screen.findByTestId('merchant-no')).toBeInTheDocument();
    expect(screen.queryByText('HashKey（測試）')).toBeNull();
  });
});
