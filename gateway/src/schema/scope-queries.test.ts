import fs from 'node:fs';
import { SCOPE_QUERIES } from '@paydesk/shared/scope-queries';
import { TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { CONTRACT_FILE } from './emit-schema';
import { scopeQueries, scopeQueriesModule, SCOPE_QUERIES_FILE } from './scope-queries';

const sdl = fs.readFileSync(CONTRACT_FILE, 'utf8');

it("the developer page's scope table is the one schema.graphql and token-scopes.ts give (run npm run codegen)", () => {
  expect(SCOPE_QUERIES).toEqual(scopeQueries(sdl));
  expect(fs.readFileSync(SCOPE_QUERIES_FILE, 'utf8')).toBe(scopeQueriesModule(sdl));
});

it('every read scope opens at least one query, a write scope none, and the agent scope the shared-profit summary', () => {
  // Write scopes open REST writes (a site's checkout and refunds), never a GraphQL field.
  const writes = new Set<string>(TOKEN_SCOPES.filter((s) => 'write' in s && s.write).map((s) => s.key));
  for (const [scope, fields] of Object.entries(SCOPE_QUERIES))
    expect([scope, fields.length > 0]).toEqual([scope, !writes.has(scope)]);
  expect(SCOPE_QUERIES.PF_READ).toContain('agentShareSummary');
  expect(SCOPE_QUERIES.TRANSACTIONS_READ).toContain('transactions');
});
