import { hardNavigate } from './navigation';
import { LOGIN_REDIRECT_DELAY_MS, resetErrorHandling, setQuietPathMatcher } from './http-errors';
import { HttpError, REQUEST_TIMEOUT_MS, cancellable, formPost, get, post } from './http';
import { showToast } from './toast';

jest.mock('./navigation', () => ({
  ...jest.requireActual<typeof import('./navigation')>('./navigation'),
  hardNavigate: jest.fn(),
}));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

function jsonResponse(status: number, body: unknown = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response;
}

/** A fetch that only settles when its signal aborts (rejecting like the real one). */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
}

beforeAll(() => {
  setMeta('csrf-token', 'token-123');
  Object.assign(globalThis, { fetch: fetchMock });
});

beforeEach(() => {
  fetchMock.mockReset();
  resetErrorHandling();
  setQuietPathMatcher(() => false);
  window.history.replaceState(null, '', '/auth/index');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('request headers and URLs', () => {
  it('posts JSON same-origin with X-Requested-With and X-CSRF-TOKEN', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { isLogin: true } }));

    const body = await post<{ data: { isLogin: boolean } }>('/api/check_login/login_status', { a: 1 });

    expect(body.data.isLogin).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/check_login/login_status');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'token-123',
      'Content-Type': 'application/json',
    });
  });

  it('builds GET query strings and skips empty values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200));

    await get('/api/member/logout', { page: 2, q: 'a b', skip: undefined, none: null });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/member/logout?page=2&q=a+b');
  });

  it('prefixes the base path from the meta', async () => {
    setMeta('base-path', '/slave');
    fetchMock.mockResolvedValue(jsonResponse(200));

    await post('/api/x');

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/slave/api/x');
    document.querySelector('meta[name="base-path"]')?.remove();
  });
});

describe('status to message mapping (SPEC §8)', () => {
  it.each([
    [400, '請求錯誤 (Error400)'],
    [404, '請求錯誤 (Error404)'],
    [405, '請求錯誤 (Error405)'],
    [408, '請求錯誤 (Error408)'],
    [413, '請求錯誤 (Error413)'],
    [429, '請求錯誤 (Error429)'],
    [403, '系統錯誤 (Error403)'],
    [500, '系統錯誤 (Error500)'],
    [503, '系統錯誤 (Error503)'],
  ])('%i toasts %p and rejects', async (status, message) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { success: false }));

    await expect(post('/api/x')).rejects.toMatchObject({ kind: 'status', status, body: { success: false } });

    expect(showToast).toHaveBeenCalledWith(message);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it.each([401, 419])('%i toasts the session message then goes to /login', async (status) => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(status));

    await expect(post('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(showToast).toHaveBeenCalledWith('登入逾時，為保護您的帳戶安全，請重新登入');
    expect(hardNavigate).not.toHaveBeenCalled();

    jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('is silent on 401 for home routes', async () => {
    jest.useFakeTimers();
    setQuietPathMatcher((path) => path === '/news');
    window.history.replaceState(null, '', '/news');
    fetchMock.mockResolvedValue(jsonResponse(401));

    await expect(post('/api/x')).rejects.toMatchObject({ status: 401 });
    jest.runAllTimers();

    expect(showToast).not.toHaveBeenCalled();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('toasts 請求錯誤 when there is no response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(post('/api/x')).rejects.toMatchObject({ kind: 'network', status: null });

    expect(showToast).toHaveBeenCalledWith('請求錯誤');
  });

  it('stays quiet when the caller asks for silence', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500));

    await expect(post('/api/x', undefined, { silent: true })).rejects.toMatchObject({ status: 500 });

    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('timeout and cancellation', () => {
  it('gives up after 30 s with 請求錯誤', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);

    const pending = post('/api/slow');
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);

    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    expect(showToast).toHaveBeenCalledWith('請求錯誤');
  });

  it('swallows a cancelled request silently', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const settled = jest.fn();

    const call = cancellable((signal) => post('/api/slow', undefined, { signal }));
    call.promise.then(settled, settled);
    call.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(settled).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('formPost', () => {
  it('submits hidden fields plus the _token CSRF field', () => {
    const submitted: Record<string, string>[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(Object.fromEntries(new FormData(this).entries()) as Record<string, string>);
      expect(this.method).toBe('post');
      expect(this.action).toContain('/pay/checkout');
    });

    formPost('/pay/checkout', { MerchantID: 'M1', Amount: '100' });

    expect(submitted).toEqual([{ MerchantID: 'M1', Amount: '100', _token: 'token-123' }]);
    expect(document.querySelector('form')).toBeNull();
  });
});
