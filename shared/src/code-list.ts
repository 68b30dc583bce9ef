/**
 * The shape of every code list (statuses, types): numeric codes as PostgreSQL and REST carry them, an enum key as
 * the GraphQL contract carries it, one zh-TW label, one colour tone, and the moves the state machine allows.
 * The gateway registers `values` as its GraphQL enum, services compare against `values`, the client shows
 * `label`/`tone` by key: one list, from the database to the badge. Import-free.
 */

/** DESIGN §6 semantic colour tokens; the client maps each to one palette. */
export type Tone = 'success' | 'accent' | 'error' | 'primary' | 'neutral';

export interface CodeEntry {
  readonly key: string;
  readonly code: number;
  readonly label: string;
  readonly tone: Tone;
}

type ValuesOf<E extends readonly CodeEntry[]> = { readonly [Entry in E[number] as Entry['key']]: Entry['code'] };

export interface CodeList<E extends readonly CodeEntry[]> {
  /** The GraphQL enum name. */
  readonly name: string;
  readonly entries: E;
  /** key → code: the enum object type-graphql registers and services compare against. */
  readonly values: ValuesOf<E>;
  byCode(code: number): E[number] | undefined;
  byKey(key: string): E[number] | undefined;
  /** The enum key of a code or key (a boundary may hold either: PostgreSQL codes, contract keys). */
  keyOf(codeOrKey: number | string | null | undefined): E[number]['key'] | undefined;
  /** The zh-TW label of a code or key; '-' when unknown, as empty values display. */
  label(codeOrKey: number | string): string;
  tone(codeOrKey: number | string): Tone;
  /** Whether the state machine lets a record move from one code (or key) to another; lists without moves allow none. */
  canMove(from: number | string, to: number | string): boolean;
  /** The codes reachable from a code. */
  nextOf(from: number): readonly E[number]['code'][];
}

export function codeList<const E extends readonly CodeEntry[]>(
  name: string,
  entries: E,
  moves: { readonly [from: number]: readonly E[number]['code'][] } = {},
): CodeList<E> {
  const values = Object.fromEntries(entries.map((e) => [e.key, e.code])) as unknown as ValuesOf<E>;
  const byCode = (code: number) => entries.find((e) => e.code === code);
  const byKey = (key: string) => entries.find((e) => e.key === key);
  const find = (codeOrKey: number | string) => (typeof codeOrKey === 'number' ? byCode(codeOrKey) : byKey(codeOrKey));
  return {
    name,
    entries,
    values,
    byCode,
    byKey,
    keyOf: (codeOrKey) => (codeOrKey == null ? undefined : find(codeOrKey)?.key),
    label: (codeOrKey) => find(codeOrKey)?.label ?? '-',
    tone: (codeOrKey) => find(codeOrKey)?.tone ?? 'neutral',
    canMove: (from, to) => {
      const [a, b] = [find(from), find(to)];
      return a !== undefined && b !== undefined && (moves[a.code] ?? []).includes(b.code);
    },
    nextOf: (from) => moves[from] ?? [],
  };
}
