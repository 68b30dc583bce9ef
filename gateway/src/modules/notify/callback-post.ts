import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveCallbackTarget, type CallbackAddressPolicy } from './callback-address';

/** At most this much of a shop's answer is read; this much of it is kept in the attempt log. */
const MAX_ANSWER_BYTES = 1_024;
export const ANSWER_LOG_CHARS = 200;

export interface PostOutcome {
  status: number | null;
  body: string;
  error?: string;
}

export const POST_ERRORS = {
  invalid: '通知網址無效',
  refused: '通知網址不允許',
  unresolved: '通知網址無法解析',
  timeout: '逾時未回應',
  unreachable: '無法連線',
} as const;

/** A lookup that answers every name with the address already checked, so the connection goes nowhere else. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

/** What a POST sends besides its body: the paid callback's form by default, a webhook's JSON and signature. */
export interface PostFormat {
  contentType: string;
  headers?: Record<string, string>;
}

const FORM: PostFormat = { contentType: 'application/x-www-form-urlencoded' };

/**
 * POSTs a body to a seller's URL (the paid callback's form, or a webhook's signed JSON): the host resolved and
 * checked once, the connection made to that address (the Host header and TLS name stay the URL's), no redirect
 * followed, the whole exchange bounded by `timeoutMs`.
 */
export async function postCallback(
  url: string,
  form: string,
  policy: CallbackAddressPolicy,
  timeoutMs: number,
  format: PostFormat = FORM,
): Promise<PostOutcome> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { status: null, body: '', error: POST_ERRORS.invalid };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return { status: null, body: '', error: POST_ERRORS.invalid };
  const checked = await Promise.race([
    resolveCallbackTarget(target, policy),
    new Promise<null>((resolve) => deadline.addEventListener('abort', () => resolve(null))),
  ]);
  if (!checked) return { status: null, body: '', error: POST_ERRORS.timeout };
  if (!checked.ok)
    return { status: null, body: '', error: POST_ERRORS[checked.reason === 'unresolved' ? 'unresolved' : 'refused'] };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    // Whatever the socket does (a trickling answer, a close without an error), the deadline ends the attempt.
    deadline.addEventListener('abort', () => resolve({ status: null, body: '', error: POST_ERRORS.timeout }));
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...format.headers,
          'Content-Type': format.contentType,
          'Content-Length': Buffer.byteLength(form),
        },
        lookup: pinnedLookup(checked.address, checked.family),
        signal: deadline,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const body = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
          const status = res.statusCode ?? null;
          resolve({ status, body, error: status === 200 ? undefined : `HTTP ${status}` });
          req.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_ANSWER_BYTES) done();
        });
        res.on('end', done);
        // Cut off mid-answer (the deadline): the status came, the answer did not.
        res.on('error', () => resolve({ status: res.statusCode ?? null, body: '', error: POST_ERRORS.timeout }));
      },
    );
    req.on('error', () =>
      resolve({ status: null, body: '', error: deadline.aborted ? POST_ERRORS.timeout : POST_ERRORS.unreachable }),
    );
    req.end(form);
  });
}
