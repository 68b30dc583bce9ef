import { ACTION_KEYS } from './action-rights';
import { ALL_PERMISSION_KEYS, PERMISSION_CATALOGUE } from './permission-catalogue';
import { TOKEN_SCOPES } from './token-scopes';

// The type check already refuses a key the catalogue lacks (PermissionKey); these hold the catalogue itself together.
describe('permission catalogue', () => {
  it('holds each key once', () => {
    expect(ALL_PERMISSION_KEYS.filter((key, i) => ALL_PERMISSION_KEYS.indexOf(key) !== i)).toEqual([]);
  });

  it('names a parent only among its own entries, in the same area', () => {
    const areaOf = new Map<string, string>(PERMISSION_CATALOGUE.map((e) => [e.key, e.area]));
    const stray = PERMISSION_CATALOGUE.filter((e) => e.parentKey !== null && areaOf.get(e.parentKey) !== e.area);
    expect(stray.map((e) => e.key)).toEqual([]);
  });

  it('holds every action key as an action entry, and no other action', () => {
    const actions = PERMISSION_CATALOGUE.filter((e) => e.type === 'action').map((e) => e.key);
    expect([...actions].sort()).toEqual(Object.values(ACTION_KEYS).sort());
  });

  it('holds every key a token scope grants', () => {
    const keys = new Set<string>(ALL_PERMISSION_KEYS);
    expect(TOKEN_SCOPES.flatMap((s) => s.keys).filter((key) => !keys.has(key))).toEqual([]);
  });
});
