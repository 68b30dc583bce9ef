import { getAppUrl, getCsrfToken, withBasePath } from './env';
import { handleErrorStatus } from './http-errors';
import { REQUEST_TIMEOUT_MS, requestHeaders } from './request-headers';

export { REQUEST_TIMEOUT_MS, requestHeaders };

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Abort to cancel: a cancelled request never settles and shows nothing. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Skip the SPEC §8 toasts and redirects; the caller handles the rejection. */
  silent?: boolean;
}

export type HttpErrorKind = 'status' | 'network' | 'timeout';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly status: number | null,
    readonly body: unknown = null,
  ) {
    super(kind === 'status' ? `HTTP ${status ?? ''}` : kind);
    this.name = 'HttpError';
  }
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${getAppUrl()}${withBasePath(path)}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || typeof body === 'string') return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? response.json() : response.text();
}

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  init: RequestOptions & { body?: unknown; query?: QueryParams } = {},
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCancel = () => controller.abort();
  init.signal?.addEventListener('abort', onCancel);
  if (init.signal?.aborted) controller.abort();

  const headers = requestHeaders();
  const fail = (error: HttpError): never => {
    if (!init.silent) handleErrorStatus(error.status);
    throw error;
  };
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, init.query), {
        method,
        headers,
        body: encodeBody(init.body, headers),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      if (init.signal?.aborted && !timedOut) return never<T>();
      return fail(new HttpError(timedOut ? 'timeout' : 'network', null));
    }
    const body = await readBody(response).catch(() => null);
    if (init.signal?.aborted && !timedOut) return never<T>();
    if (!response.ok) return fail(new HttpError('status', response.status, body));
    return body as T;
  } finally {
    window.clearTimeout(timer);
    init.signal?.removeEventListener('abort', onCancel);
  }
}

export function post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, { ...options, body });
}

export function get<T>(path: string, query?: QueryParams, options?: RequestOptions): Promise<T> {
  return request<T>('GET', path, { ...options, query });
}

/** Run a request with its own cancel switch (SPEC §7 cancellable requests). */
export function cancellable<T>(run: (signal: AbortSignal) => Promise<T>): { promise: Promise<T>; cancel: () => void } {
  const controller = new AbortController();
  return { promise: run(controller.signal), cancel: () => controller.abort() };
}

/** Navigate by posting hidden fields plus the CSRF `_token` field to a URL (e.g. a payment page). */
export function formPost(url: string, fields: Record<string, string>, target?: string): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  if (target) form.target = target;
  const entries: [string, string][] = [...Object.entries(fields), ['_token', getCsrfToken()]];
  for (const [name, value] of entries) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
