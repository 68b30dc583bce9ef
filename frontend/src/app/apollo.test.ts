import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ViewerDocument } from '../graphql/documents/viewer';
import { LOGIN_REDIRECT_DELAY_MS, resetErrorHandling } from '../lib/http-errors';
import { hardNavigate } from '../lib/navigation';
import { showToast } from '../lib/toast';
import { authErrorLink, createApolloClient, timedFetch } from './apollo';
import { KeepPasswordDocument, PasswordStateDocument } from '../graphql/documents/members';
import { REQUEST_TIMEOUT_MS } from '../lib/http';

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
    const client = clientAnswering(200, {
      data: null,
      errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }],
    });

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

describe('GraphQL request timeout (SPEC §7)', () => {
  beforeEach(() => {
    resetErrorHandling();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  /** A server that never answers; it rejects only when the request is aborted. */
  const silentServer: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

  it('gives up after 30 seconds and says 請求錯誤', async () => {
    const link = ApolloLink.from([authErrorLink, new HttpLink({ uri: '/graphql', fetch: timedFetch(silentServer) })]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const pending = client.query({ query: ViewerDocument });
    let settled = false;
    pending.catch(() => undefined).finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toBeDefined();
    expect(showToast).toHaveBeenCalledWith('請求錯誤');
  });

  it('lets an answer that arrives in time through untouched', async () => {
    const quick: typeof fetch = () =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { viewer: null } }), { headers: { 'content-type': 'application/json' } }),
      );
    const link = new HttpLink({ uri: '/graphql', fetch: timedFetch(quick) });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    await expect(client.query({ query: ViewerDocument })).resolves.toMatchObject({ data: { viewer: null } });
  });
});

describe('query batching', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  /** Records each request body and answers each operation of it with an empty viewer / a keep result. */
  function recordingServer() {
    const bodies: unknown[] = [];
    global.fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string } | { operationName: string }[];
      bodies.push(body);
      const answer = (op: { operationName: string }) =>
        op.operationName === 'KeepPassword'
          ? { data: { keepPassword: { success: true, message: '', errors: [] } } }
          : { data: { viewer: null } };
      const json = Array.isArray(body) ? body.map(answer) : answer(body);
      return Promise.resolve(new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }));
    }) as typeof fetch;
    return bodies;
  }

  it('sends the queries asked at once in one request', async () => {
    const bodies = recordingServer();
    const client = createApolloClient();

    await Promise.all([
      client.query({ query: ViewerDocument, fetchPolicy: 'network-only' }),
      client.query({ query: PasswordStateDocument, fetchPolicy: 'network-only' }).catch(() => undefined),
    ]);

    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { operationName: string }[]).map((op) => op.operationName)).toEqual([
      'Viewer',
      'PasswordState',
    ]);
  });

  it('sends a mutation on its own, never in a batch', async () => {
    const bodies = recordingServer();
    const client = createApolloClient();

    await Promise.all([
      client.query({ query: ViewerDocument, fetchPolicy: 'network-only' }),
      client.mutate({ mutation: KeepPasswordDocument }),
    ]);

    expect(bodies).toHaveLength(2);
    expect(bodies).toContainEqual(expect.objectContaining({ operationName: 'KeepPassword' }));
    expect(bodies).toContainEqual([expect.objectContaining({ operationName: 'Viewer' })]);
  });
});
