import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  MerchantCallbackDocument,
  RotateMerchantHashKeyDocument,
  SetMerchantNotifyUrlDocument,
} from '../../../graphql/documents/merchants';
import { renderWithProviders } from '../../../test/render';
import { CallbackSettings } from './CallbackSettings';

const settings = (notifyUrl: string | null, hashKeySet: boolean) => ({
  __typename: 'MerchantCallbackSettings',
  merchantId: 7,
  notifyUrl,
  hashKeySet,
  merchantNo: '3000007',
  testHashKey: null,
  testHashIv: null,
});
const load = (notifyUrl: string | null, hashKeySet: boolean) => ({
  request: { query: MerchantCallbackDocument, variables: { merchantId: 7 } },
  result: { data: { merchantCallback: settings(notifyUrl, hashKeySet) } },
});
const answer = (name: string, s: ReturnType<typeof settings>, hashKey: string | null, hashIv: string | null) => ({
  [name]: {
    __typename: 'MerchantCallbackPayload',
    success: true,
    message: '已產生新的 HashKey 與 HashIV',
    errors: [],
    settings: s,
    hashKey,
    hashIv,
  },
});

describe('CallbackSettings', () => {
  it('checks the URL by the shared rule, then shows the new hash key and IV once', async () => {
    const url = 'https://shop.example.com/paydesk/notify';
    renderWithProviders(<CallbackSettings merchantId={7} />, {
      mocks: [
        load(null, false),
        {
          request: { query: SetMerchantNotifyUrlDocument, variables: { merchantId: 7, notifyUrl: url } },
          result: { data: answer('setMerchantNotifyUrl', settings(url, true), 'AbCdEfGh12345678', 'IvIvIvIv87654321') },
        },
        load(url, true),
      ],
    });
    const field = await screen.findByLabelText(/^通知網址/);
    expect(screen.getByText('設定通知網址後會產生 HashKey 與 HashIV')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'ftp://shop.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存通知網址' }));
    expect(await screen.findByText(/通知網址須為 http:\/\/ 或 https:\/\//)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: '儲存通知網址' }));
    const keys = await screen.findByTestId('hash-keys');
    expect(keys).toHaveTextContent('AbCdEfGh12345678');
    expect(keys).toHaveTextContent('IvIvIvIv87654321');
    expect(keys).toHaveTextContent('離開此頁後將無法再次查看');
    // The settings reload: a key exists now.
    expect(await screen.findByText('HashKey 與 HashIV 已設定（只在產生時顯示一次）')).toBeInTheDocument();
  });

  it('asks before making a new key, then shows it', async () => {
    const url = 'https://shop.example.com/n';
    renderWithProviders(<CallbackSettings merchantId={7} />, {
      mocks: [
        load(url, true),
        {
          request: { query: RotateMerchantHashKeyDocument, variables: { merchantId: 7 } },
          result: {
            data: answer('rotateMerchantHashKey', settings(url, true), 'NewKey0000000000', 'NewIv00000000000'),
          },
        },
        // The settings reload after the new key, as after a saved URL.
        load(url, true),
      ],
    });
    expect(await screen.findByText('HashKey 與 HashIV 已設定（只在產生時顯示一次）')).toBeInTheDocument();
    expect(screen.queryByTestId('hash-keys')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新產生金鑰' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('舊的金鑰立即失效');
    fireEvent.click(screen.getAllByRole('button', { name: '重新產生金鑰', hidden: true }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('hash-keys')).toHaveTextContent('NewKey0000000000'));
  });
});
