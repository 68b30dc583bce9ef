import type { PublicReferenceQuery } from '../graphql/generated';
import fixture from '../features/reference/reference.fixture.json';
import { resetPublicReference } from '../lib/public-reference';

/** The gateway's own snapshot of the reference (gateway/src/modules/reference/reference.test.ts checks it). */
export const REFERENCE_DATA = fixture as PublicReferenceQuery;

/**
 * Answers the public pages' plain reference request (lib/public-reference.ts) with `data`, or with an HTTP 503 when
 * given `'down'`, after `delayMs`; forgets any earlier answer. Returns the fetch mock, to count the requests.
 */
export function answerPublicReference(data: PublicReferenceQuery | 'down' = REFERENCE_DATA, delayMs = 0) {
  const fetchMock = jest.fn(async (..._args: Parameters<typeof fetch>) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return data === 'down'
      ? new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify([{ data }]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  resetPublicReference(fetchMock);
  return fetchMock;
}
