import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line and audit record written while serving a request can say about that request. */
interface RequestContext {
  requestId: string;
  /** The member the request acts for, once its session or token is known (reads that must see its own writes). */
  memberOf?: () => number | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A client's or proxy's X-Request-Id is kept only when it is short and plain: it goes into logs and answers. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id to use: a well-formed one the caller sent, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs `fn` (and everything it starts) as part of the request `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T, memberOf?: () => number | null): T {
  return storage.run({ requestId, memberOf }, fn);
}

/** The member the request being served acts for, or null (a guest, a job, start-up). */
export function currentMemberId(): number | null {
  return storage.getStore()?.memberOf?.() ?? null;
}

/** The id of the request being served here, or undefined outside one (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
