import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ViewerDocument } from '../graphql/generated';
import { LOGIN_REDIRECT_DELAY_MS, resetErrorHandling } from '../lib/http-errors';
import { hardNavigate } from '../lib/navigation';
import { showToast } from '../lib/toast';
import { authErrorLink } from './apollo';

jest.mock('../lib/toast', () => ({ showToast: jest.fn() }));
jest.mock('../lib/navigation', () => ({ currentAppPath: () => '/auth/index', hardNavigate: jest.fn() }));

function clientAnswering(status: number, body: unknown) {
  const fetch = () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const link = ApolloLink.from([authErrorLink, new HttpLink({ uri: '/graphql', fetch })]);
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

const SESSION_MESSAGE = '登入逾時，為保護您的帳戶安全，請重新登入';

describe('GraphQL error link', () => {
  beforeEach(() => {
    resetErrorHandling();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('treats UNAUTHENTICATED like a 401', async () => {
    const client = clientAnswering(200, { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] });

    await expect(client.query({ query: ViewerDocument })).rejects.toBeDefined();
    jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);

    expect(showToast).toHaveBeenCalledWith(SESSION_MESSAGE);
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('maps a 419 response (CSRF) to the session message and /login', async () => {
    const client = clientAnswering(419, { message: 'CSRF token mismatch' });

    await expect(client.query({ query: ViewerDocument })).rejects.toBeDefined();
    jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);

    expect(showToast).toHaveBeenCalledWith(SESSION_MESSAGE);
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('maps other statuses like the REST client', async () => {
    const client = clientAnswering(503, { message: 'down' });

    await expect(client.query({ query: ViewerDocument })).rejects.toBeDefined();

    expect(showToast).toHaveBeenCalledWith('系統錯誤 (Error503)');
  });

  it('shows the permission message on FORBIDDEN', async () => {
    const client = clientAnswering(200, { data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] });

    await expect(client.query({ query: ViewerDocument })).rejects.toBeDefined();

    expect(showToast).toHaveBeenCalledWith('很抱歉，您沒有操作權限');
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
