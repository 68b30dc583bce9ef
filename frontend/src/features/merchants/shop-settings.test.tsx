import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderWithProviders } from '../../test/render';
import { ShopSettingsProvider, useShopSettings, type ShopSettings } from './shop-settings';
import { MerchantCreateView } from './views/MerchantCreateView';

import { showToast } from '../../lib/toast';

const SETTINGS: ShopSettings = {
  BusinessType: { '2': { Name: '餐飲業', Detail: '餐廳' }, '1': { Name: '零售業', Detail: '零售' } },
  PaymentSwitch: { '1': 1, '2': 0 },
  AllowPayType: [1],
};

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function Probe() {
  const { settings, loading, failed } = useShopSettings();
  return <p>{loading ? 'loading' : failed ? 'failed' : `switch ${JSON.stringify(settings?.PaymentSwitch)}`}</p>;
}

describe('ShopSettingsProvider', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(() => answer({ success: true, message: '', data: SETTINGS }));
    global.fetch = fetchMock;
  });

  it('posts get_setting_list once, renders children before the answer, then serves the data', async () => {
    renderWithProviders(
      <StrictMode>
        <ShopSettingsProvider>
          <Probe />
        </ShopSettingsProvider>
      </StrictMode>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('switch {"1":1,"2":0}')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/merchant\/get_setting_list$/);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual(expect.objectContaining({ 'X-CSRF-TOKEN': expect.any(String) }));
  });

  it('fails silently (no toast) and the create form offers a retry that loads the business types', async () => {
    fetchMock.mockImplementationOnce(() => answer({ success: false, message: '系統發生錯誤，請稍後再試' }, 500));
    renderWithProviders(
      <ShopSettingsProvider>
        <MerchantCreateView />
      </ShopSettingsProvider>,
    );
    expect(screen.getByRole('heading', { name: '新增商店' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    const select = screen.getByLabelText('營業類別');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['請選擇', '零售業', '餐飲業']),
    );
    expect(screen.queryByText('營業類別載入失敗，請重新載入')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(showToast).not.toHaveBeenCalled();
  });
});
