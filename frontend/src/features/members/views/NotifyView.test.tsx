import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotifySettingsDocument, UpdateNotifySettingsDocument } from '../../../graphql/documents/members';
import { showToast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { NotifyView } from './NotifyView';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const settings = [
  { __typename: 'NotifySetting', type: 'TRADE', label: '交易通知', emails: 'a@x.com' },
  { __typename: 'NotifySetting', type: 'PAYOUT', label: '撥款與提領通知', emails: '' },
];
const list = {
  request: { query: NotifySettingsDocument },
  result: { data: { notifySettings: settings } },
  maxUsageCount: 3,
};

describe('NotifyView', () => {
  it('validates up to five comma-separated emails and saves', async () => {
    const input = [
      { type: 'TRADE', emails: 'a@x.com,b@y.tw' },
      { type: 'PAYOUT', emails: '' },
    ];
    renderWithProviders(<NotifyView />, {
      mocks: [
        list,
        {
          request: { query: UpdateNotifySettingsDocument, variables: { input } },
          result: {
            data: {
              updateNotifySettings: {
                __typename: 'NotifySettingsPayload',
                success: true,
                message: '通知設定已儲存',
                errors: [],
                settings,
              },
            },
          },
        },
      ],
    });
    const trade = await screen.findByLabelText(/^交易通知/);
    fireEvent.change(trade, { target: { value: 'a@x.co,b@x.co,c@x.co,d@x.co,e@x.co,f@x.co' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    expect(await screen.findByText('電子信箱格式錯誤，多組請以半形逗號分隔，最多 5 組')).toBeInTheDocument();
    fireEvent.change(trade, { target: { value: 'a@x.com,b@y.tw' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('通知設定已儲存', 'success'));
  });

  it('shows an error state', async () => {
    renderWithProviders(<NotifyView />, {
      mocks: [{ request: { query: NotifySettingsDocument }, error: new Error('x') }],
    });
    expect(await screen.findByText('無法載入通知設定')).toBeInTheDocument();
  });
});
