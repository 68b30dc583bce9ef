import { getAppUrl, withBasePath } from './env';
import { handleErrorStatus } from './http-errors';
import { REQUEST_TIMEOUT_MS, requestHeaders } from './request-headers';

/**
 * GraphQL over a plain `fetch`, for the first screen of the pages that paint before Apollo Client has loaded (the back
 * office's shell, app/shell-viewer.ts; the public pages' reference figures, lib/public-reference.ts): a fixed query
 * text, sent as Apollo would send it, so a first visit downloads no Apollo runtime for a few read-only answers.
 */
export interface PlainOperation {
  readonly operationName: string;
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
}

/**
 * A query as Apollo sends it, generated from the .graphql files (graphql/plain-queries.ts); the type parameters name
 * its answer and variables, which the text itself cannot carry.
 */
export interface PlainQuery<Data, Variables = Record<string, never>> extends PlainOperation {
  /** Never set: keeps the answer's type with the text. */
  readonly __types?: (variables: Variables) => Data;
}

/** What the gateway answers for one operation. */
export interface PlainAnswer<T> {
  data?: T | null;
  errors?: readonly unknown[];
}

/**
 * Sends the operations in one `POST /graphql`, a batch as Apollo's batch link sends queries, and resolves with the
 * answers in their order. No answer or an HTTP error shows the SPEC §8 message, as Apollo's error link does, and
 * rejects.
 */
export async function postOperations<Answers extends readonly PlainAnswer<unknown>[]>(
  operations: readonly PlainOperation[],
  fetchImpl: typeof fetch,
): Promise<Answers> {
  let response: Response;
  try {
    response = await fetchImpl(`${getAppUrl()}${withBasePath('/graphql')}`, {
      // Same-origin credentials, fetch's default: the session cookie goes along.
      method: 'POST',
      headers: { ...requestHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(operations),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    handleErrorStatus(null);
    throw new Error('graphql: no answer');
  }
  if (!response.ok) {
    handleErrorStatus(response.status);
    throw new Error(`graphql: HTTP ${response.status}`);
  }
  return (await response.json()) as Answers;
}
