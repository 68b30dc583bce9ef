import fs from 'node:fs';
import { SCOPE_QUERIES } from '@paydesk/shared/scope-queries';
import { CONTRACT_FILE } from './emit-schema';
import { scopeQueries, scopeQueriesModule, SCOPE_QUERIES_FILE } from './scope-queries';

const sdl = fs.readFileSync(CONTRACT_FILE, 'utf8');

it("the developer page's scope table is the one schema.graphql and token-scopes.ts give (run npm run codegen)", () => {
  expect(SCOPE_QUERIES).toEqual(scopeQueries(sdl));
  expect(fs.readFileSync(SCOPE_QUERIES_FILE, 'utf8')).toBe(scopeQueriesModule(sdl));
});

it('every scope opens at least one query, and the agent scope opens the shared-profit summary', () => {
  for (const [scope, fields] of Object.entries(SCOPE_QUERIES))
    expect([scope, fields.length > 0]).toEqual([scope, true]);
  expect(SCOPE_QUERIES.PF_READ).toContain('agentShareSummary');
  expect(SCOPE_QUERIES.TRANSACTIONS_READ).toContain('transactions');
});
