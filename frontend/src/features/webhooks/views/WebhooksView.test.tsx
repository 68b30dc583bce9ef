import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CreateWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  SendWebhookTestEventDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
  WebhookSecretDocument,
  WebhookShopsDocument,
} from '../../../graphql/documents/webhooks';
import { showToast } from '../../../lib/toast';
import { seriousViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { EndpointList } from '../components/EndpointList';
import { WebhooksView } from './WebhooksView';

const endpoint = (over: object = {}) => ({
  __typename: 'WebhookEndpointView',
  id: 4,
  merchantId: 3,
  merchantName: '好物商店',
  url: 'https://shop.example.com/hooks/paydesk',
  description: '官網',
  events: ['payment.paid', 'order.shipped'],
  enabled: true,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

const delivery = (over: object = {}) => ({
  __typename: 'WebhookDeliveryView',
  id: 77,
  eventId: 'evt_0123abcd',
  eventType: 'payment.paid',
  endpointId: 4,
  endpointUrl: 'https://shop.example.com/hooks/paydesk',
  status: 'GAVE_UP',
  statusLabel: '已停止重試',
  nextAttemptAt: null,
  createdAt: '2026-11-26T03:00:00.000Z',
  attempts: [
    {
      __typename: 'WebhookAttemptView',
      attempt: 1,
      at: '2026-11-26T03:00:00.000Z',
      statusCode: 502,
      ok: false,
      error: 'HTTP 502',
      answer: 'Bad gateway from nginx',
    },
  ],
  ...over,
});

const many = { maxUsageCount: 10 };
const endpoints = (list: object[]) => ({
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints: list } },
  ...many,
});
const shops = {
  request: { query: WebhookShopsDocument },
  result: { data: { merchants: [{ __typename: 'MerchantView', id: 3, name: '好物商店' }] } },
  ...many,
};
const deliveryPage = (items: object[]) => ({
  __typename: 'WebhookDeliveryPage',
  items,
  hasNextPage: false,
  nextCursor: null,
  errors: [],
});
const failing = (list: object[]) => ({
  request: { query: WebhookDeliveriesDocument, variables: { failingOnly: true } },
  result: { data: { webhookDeliveries: deliveryPage(list) } },
  ...many,
});
const logOf = (list: object[]) => ({
  request: { query: WebhookDeliveriesDocument, variables: { endpointId: 4 } },
  result: { data: { webhookDeliveries: deliveryPage(list) } },
  ...many,
});

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('WebhooksView', () => {
  it('lists endpoints with their events and the failing deliveries with the first bytes of the answer', async () => {
    renderWithProviders(<WebhooksView />, {
      mocks: [endpoints([endpoint()]), shops, failing([delivery()])],
    });
    const card = await screen.findByTestId('webhook-endpoint');
    expect(card).toHaveTextContent('https://shop.example.com/hooks/paydesk');
    expect(card).toHaveTextContent('付款成功、訂單已出貨');
    expect(card).toHaveTextContent('好物商店');
    const table = await screen.findByTestId('webhook-failing');
    await waitFor(() => expect(table).toHaveTextContent('HTTP 502：Bad gateway from nginx'));
    expect(table).toHaveTextContent('已停止重試');
    expect(table).toHaveTextContent('evt_0123abcd');
    // The documented verifiers, on the page.
    expect(screen.getByText(/function verifyPayDeskSignature/)).toBeInTheDocument();
    expect(screen.getByText(/def verify_paydesk_signature/)).toBeInTheDocument();
  });

  it('names every endpoint action for its endpoint (axe: roles, names)', async () => {
    const { container } = renderWithProviders(
      <EndpointList data={[endpoint()]} busy={false} onAction={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: '刪除 https://shop.example.com/hooks/paydesk' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('validates, creates an endpoint and shows its secret', async () => {
    const create = {
      request: {
        query: CreateWebhookEndpointDocument,
        variables: {
          input: {
            url: 'https://shop.example.com/hooks',
            description: null,
            merchantId: null,
            events: ['payment.paid'],
          },
        },
      },
      result: {
        data: {
          createWebhookEndpoint: {
            __typename: 'WebhookEndpointPayload',
            success: true,
            message: '已新增 Webhook 端點，請複製簽章密鑰',
            secret: 'whsec_SECRET_VALUE',
            endpoint: endpoint({ url: 'https://shop.example.com/hooks', merchantId: null, merchantName: null }),
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<WebhooksView />, { mocks: [endpoints([]), shops, failing([]), create] });
    expect(await screen.findByText('尚未設定任何 Webhook 端點。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新增端點' }));
    expect(await screen.findByText('請至少選擇一種事件')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^端點網址/), { target: { value: 'https://shop.example.com/hooks' } });
    const paid = await screen.findByRole('checkbox', { name: '付款成功（payment.paid）', hidden: true });
    fireEvent.click(paid);
    await waitFor(() => expect((paid as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '新增端點' }));
    const box = await screen.findByTestId('webhook-secret-box');
    expect(within(box).getByTestId('webhook-secret')).toHaveTextContent('whsec_SECRET_VALUE');
    fireEvent.click(within(box).getByRole('button', { name: '隱藏' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('sends a test event and shows the endpoint’s log with the answer', async () => {
    const test = {
      request: { query: SendWebhookTestEventDocument, variables: { endpointId: 4 } },
      result: {
        data: {
          sendWebhookTestEvent: {
            __typename: 'WebhookDeliveryPayload',
            success: true,
            message: '已送達',
            delivery: delivery({ status: 'DELIVERED', statusLabel: '已送達' }),
            errors: [],
          },
        },
      },
    };
    const answered = delivery({
      eventId: 'evt_test_99',
      status: 'DELIVERED',
      attempts: [{ ...delivery().attempts[0], statusCode: 200, ok: true, error: null, answer: 'received' }],
    });
    renderWithProviders(<WebhooksView />, {
      mocks: [endpoints([endpoint()]), shops, failing([]), test, logOf([answered])],
    });
    fireEvent.click(await screen.findByRole('button', { name: '發送測試事件 https://shop.example.com/hooks/paydesk' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已送達', 'success'));
    const log = await screen.findByTestId('webhook-log');
    await waitFor(() => expect(log).toHaveTextContent('HTTP 200：received'));
    expect(log).toHaveTextContent('evt_test_99');
  });

  it('rotates the secret only after the confirm dialog, and resends a failing delivery', async () => {
    const rotate = {
      request: { query: WebhookSecretDocument, variables: { id: 4, rotate: true } },
      result: {
        data: {
          webhookSecret: {
            __typename: 'WebhookSecretPayload',
            success: true,
            message: '已產生新的簽章密鑰，舊密鑰立即失效',
            secret: 'whsec_NEW',
            errors: [],
          },
        },
      },
    };
    const resend = {
      request: { query: ResendWebhookDeliveryDocument, variables: { id: 77 } },
      result: {
        data: {
          resendWebhookDelivery: {
            __typename: 'WebhookDeliveryPayload',
            success: false,
            message: '發送失敗，系統將依排程再試',
            delivery: delivery({ status: 'PENDING' }),
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<WebhooksView />, {
      mocks: [endpoints([endpoint()]), shops, failing([delivery()]), rotate, resend],
    });
    fireEvent.click(await screen.findByRole('button', { name: '更換密鑰 https://shop.example.com/hooks/paydesk' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('舊密鑰立即失效');
    fireEvent.click(within(dialog).getByRole('button', { name: '更換密鑰' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_NEW');

    fireEvent.click(await screen.findByRole('button', { name: '重新發送 evt_0123abcd' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('發送失敗，系統將依排程再試', 'error'));
  });
});
