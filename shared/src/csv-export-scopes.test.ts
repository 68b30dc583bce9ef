import { CSV_EXPORTS } from './csv-exports';
import { TOKEN_SCOPES } from './token-scopes';

it('every CSV export has a read scope of the token list, and that scope grants the permission its path asks for', () => {
  for (const [name, e] of Object.entries(CSV_EXPORTS)) {
    const scope = TOKEN_SCOPES.find((s) => s.scope === e.scope);
    // The export's name beside each answer, so a failure says which export.
    expect([name, scope?.scope]).toEqual([name, e.scope]);
    expect([name, 'write' in scope! && scope.write]).toEqual([name, false]);
    expect([name, (scope!.keys as readonly string[]).includes(e.permission)]).toEqual([name, true]);
  }
  const paths = Object.values(CSV_EXPORTS).map((e) => e.path);
  expect(new Set(paths).size).toBe(paths.length);
});
