import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { SetMerchantCardMethodsDocument } from '../../../graphql/documents/merchants';
import { CardMethodSettings } from './CardMethodSettings';

const merchant = (cardMethods: string[]) => ({
  __typename: 'MerchantView',
  id: 7,
  name: '小美手作',
  status: 'ACTIVE',
  statusLabel: '啟用',
  statusColor: 'success',
  merType: 1,
  sellType: 'PHYSICAL',
  goodsPayType: 'NON_PREPAID',
  escrowType: 'NONE',
  website: null,
  serviceAreaCode: null,
  serviceTel: null,
  serviceExt: null,
  businessTypeId: 1,
  paymentSwitch: ['CREDIT'],
  cardMethods,
  reviewReason: null,
  jkoStatus: 'NONE',
  jkoMerchantNo: null,
  canCollect: true,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('CardMethodSettings', () => {
  it('switches on exactly the ticked method and saves it', async () => {
    let sent: unknown = null;
    const mock = {
      request: {
        query: SetMerchantCardMethodsDocument,
        variables: (v: unknown) => {
          sent = v;
          return true;
        },
      },
      result: { data: { setMerchantCardMethods: { merchant: merchant(['creditunionpay']), errors: [] } } },
    };
    renderWithProviders(<CardMethodSettings merchantId={7} takesCards cardMethods={[]} />, { mocks: [mock] });
    const unionPay = screen.getByRole('checkbox', { name: '銀聯卡' });
    fireEvent.click(unionPay);
    // Chakra's checkbox hands the tick to the form a task after the click.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(unionPay).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '紅利折抵' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apple Pay' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '儲存付款方式' }));
    await waitFor(() => expect(sent).toEqual({ merchantId: 7, methods: ['creditunionpay'] }));
  });

  it('says why nothing can be switched on while the shop takes no cards', () => {
    renderWithProviders(<CardMethodSettings merchantId={7} takesCards={false} cardMethods={[]} />);
    expect(screen.getByText(/尚未開通信用卡收款/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '銀聯卡' })).toBeDisabled();
  });
});
