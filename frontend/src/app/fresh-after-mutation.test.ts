import { ViewerDocument } from '../graphql/documents/viewer';
import { KeepPasswordDocument, PasswordStateDocument } from '../graphql/documents/members';
import { createApolloClient } from './apollo';

jest.mock('../lib/navigation', () => ({ currentAppPath: () => '/auth/index', hardNavigate: jest.fn() }));

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** A gateway that counts each operation it is asked and refuses KeepPassword when `refuse` is set. */
function countingServer(refuse = false) {
  const asked: string[] = [];
  global.fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string } | { operationName: string }[];
    const answer = (op: { operationName: string }) => {
      asked.push(op.operationName);
      if (op.operationName === 'KeepPassword') {
        const errors = refuse ? [{ field: null, code: 'NO', message: '不行' }] : [];
        return { data: { keepPassword: { success: !refuse, message: '', errors } } };
      }
      if (op.operationName === 'PasswordState')
        return {
          data: {
            passwordState: { mustChange: false, expired: false, changedAt: null, maxAgeDays: 90, aesStr: '' },
          },
        };
      return { data: { viewer: null } };
    };
    const json = Array.isArray(body) ? body.map(answer) : answer(body);
    return Promise.resolve(new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }));
  }) as typeof fetch;
  return asked;
}

/** Long enough for the batch interval, the refresh's turn and the answers (the mock gateway answers at once). */
const turns = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('screens never go stale after a change (one rule in the Apollo client)', () => {
  it('asks again every query on screen and drops the answers kept for screens not shown', async () => {
    const asked = countingServer();
    const client = createApolloClient();
    // On screen: the viewer (the shell's gates read it). Kept from an earlier screen: the password state.
    const onScreen = client.watchQuery({ query: ViewerDocument }).subscribe(() => undefined);
    await client.query({ query: PasswordStateDocument });
    await turns();
    expect(asked.filter((op) => op === 'Viewer')).toHaveLength(1);
    expect(client.readQuery({ query: PasswordStateDocument })).not.toBeNull();

    await client.mutate({ mutation: KeepPasswordDocument });
    await turns();

    expect(asked.filter((op) => op === 'Viewer')).toHaveLength(2);
    expect(client.readQuery({ query: PasswordStateDocument })).toBeNull();
    await client.query({ query: PasswordStateDocument });
    expect(asked.filter((op) => op === 'PasswordState')).toHaveLength(2);
    onScreen.unsubscribe();
  });

  it('leaves everything as it was when the gateway refused the change', async () => {
    const asked = countingServer(true);
    const client = createApolloClient();
    const onScreen = client.watchQuery({ query: ViewerDocument }).subscribe(() => undefined);
    await client.query({ query: PasswordStateDocument });
    await turns();

    await client.mutate({ mutation: KeepPasswordDocument });
    await turns();

    expect(asked.filter((op) => op === 'Viewer')).toHaveLength(1);
    expect(client.readQuery({ query: PasswordStateDocument })).not.toBeNull();
    onScreen.unsubscribe();
  });
});
