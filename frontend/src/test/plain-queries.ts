import type { PlainOperation } from '../lib/plain-graphql';
import { forgetPlainAnswers } from '../lib/use-plain-query';

/** How a test answers one plain query: its data, a GraphQL error, or a function of the variables. */
export type PlainReply =
  Record<string, unknown> | null | ((variables: Record<string, unknown> | undefined) => Record<string, unknown> | null);

const realFetch = globalThis.fetch;

/**
 * Answers the plain queries (lib/use-plain-query.ts) by operation name through a mocked global fetch, as the gateway
 * answers a batch: one answer per operation in order; an operation without a reply gets a GraphQL error. Other
 * requests get a refused REST answer. Forgets the
 * answers kept from earlier tests. Returns the fetch mock, whose calls' bodies are the batches sent.
 */
export function answerPlainQueries(replies: Record<string, PlainReply>) {
  forgetPlainAnswers();
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    // REST calls beside them (the shop settings) get a refusal, which their callers show quietly.
    if (!String(url).endsWith('/graphql')) return Response.json({ success: false, message: 'test', data: null });
    const body = JSON.parse(String(init?.body)) as PlainOperation | PlainOperation[];
    // Apollo sends a mutation alone, not in a batch.
    const batch = Array.isArray(body) ? body : [body];
    const answers = batch.map(({ operationName, variables }) => {
      if (!(operationName in replies)) return { data: null, errors: [{ message: `no reply for ${operationName}` }] };
      const reply = replies[operationName];
      const value = typeof reply === 'function' ? reply(variables ? { ...variables } : undefined) : reply;
      return value && typeof value === 'object' && 'errors' in value ? { data: null, ...value } : { data: value };
    });
    return new Response(JSON.stringify(Array.isArray(body) ? answers : answers[0]), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The operation names of each batch the mock was sent. */
export function batchesSent(fetchMock: ReturnType<typeof answerPlainQueries>): string[][] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/graphql'))
    .map(([, init]) => [JSON.parse(String(init?.body)) as PlainOperation | PlainOperation[]].flat())
    .map((batch) => batch.map((operation) => operation.operationName));
}

/** Puts the real fetch back (afterEach). */
export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}
