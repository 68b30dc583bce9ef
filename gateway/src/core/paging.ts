import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { PAGE_SIZE } from '@paydesk/shared/api-reference';
import { fieldError, FieldError } from './errors';

/**
 * One keyset paging pattern for every list that can grow: `first` (default and maximum in the schema, refused when
 * out of range rather than clamped) and `after` (the `nextCursor` of the previous page) in; `items`, `hasNextPage`,
 * `nextCursor` and field `errors` out, the shape the transaction list has carried from the start.
 *
 * The cursor is the last row's id (lists newest first by a serial id: unique and increasing with insertion, so
 * "rows with a smaller id" is exactly the next page and rows inserted meanwhile never shift it), or its time and id
 * for lists ordered by a time that can differ from insertion order (backdated rows), the time to the microsecond
 * as PostgreSQL keeps it so rows differing below the millisecond are neither skipped nor repeated, or its rank and
 * id for lists in an order the seller sets (a display order, low first, then newest first). Operator queues may
 * serve the longest-waiting row first (`afterClause(..., 'asc')`); a list ordered in groups (the operators' shop
 * list: awaiting a decision first) tags its id cursor with the row's group.
 */
export { PAGE_SIZE };

export const PAGE_MESSAGES = {
  first: `每頁筆數須為 1 至 ${PAGE_SIZE.max} 的整數`,
  after: '分頁參數錯誤，請重新查詢',
} as const;

export const FIRST_DESCRIPTION = `Page size: default ${PAGE_SIZE.default}, 1 to ${PAGE_SIZE.max}; outside that the answer carries a field error (first, OUT_OF_RANGE) and no rows`;
export const AFTER_DESCRIPTION = 'The `nextCursor` of the previous page; omit for the first page';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: FIRST_DESCRIPTION })
  first?: number | null;

  @Field(() => String, { nullable: true, description: AFTER_DESCRIPTION })
  after?: string | null;
}

/** The fields every page type carries; `PageOf(ItemView)` gives a page type its items. */
export function PageOf<T extends object>(item: ClassType<T>, order = 'newest first') {
  @ObjectType()
  abstract class Page {
    @Field(() => [item], { description: `The rows of this page, ${order}` })
    items!: T[];

    @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
    nextCursor!: string | null;

    @Field(() => Boolean, { description: 'Whether another page follows (then nextCursor is set)' })
    hasNextPage!: boolean;

    @Field(() => [FieldError], { description: 'Paging or filter arguments refused (then no rows)' })
    errors!: FieldError[];
  }
  return Page;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  hasNextPage: boolean;
  errors: FieldError[];
}

/** Where a page starts: after the row with this id (and, for time-ordered lists, this time). */
export interface PageKey {
  id: number;
  /** The row's time to the microsecond in ISO form (`to_char(... 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`), or null. */
  at: string | null;
  /** For a list merged from two tables (ids may repeat across them): which table the row came from. */
  tag?: string;
  /** For a list in a seller-set order (low rank first, then newest first): the row's rank. */
  rank?: number;
}

/** Which key a list's cursors carry: the id alone, time and id, or rank and id. */
export type CursorKind = 'id' | 'time' | 'rank';

const kindOf = (key: PageKey): CursorKind => (key.rank !== undefined ? 'rank' : key.at !== null ? 'time' : 'id');

export function cursorOf(key: PageKey): string {
  const tag = key.tag ? `${key.tag}|` : '';
  const text =
    key.rank !== undefined
      ? `rank:${key.rank}|${key.id}`
      : key.at === null
        ? `id:${tag}${key.id}`
        : `at:${key.at}|${tag}${key.id}`;
  return Buffer.from(text).toString('base64url');
}

/** The key a cursor stands for, null for none, 'invalid' for anything this gateway did not hand out. */
export function parseCursor(after: string | null | undefined): PageKey | null | 'invalid' {
  if (after == null || after === '') return null;
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(after)) return 'invalid';
  const text = Buffer.from(after, 'base64url').toString();
  const byId = /^id:(?:([a-z]{1,20})\|)?(\d{1,15})$/.exec(text);
  if (byId) return { id: Number(byId[2]), at: null, ...(byId[1] ? { tag: byId[1] } : {}) };
  const byRank = /^rank:(-?\d{1,10})\|(\d{1,15})$/.exec(text);
  if (byRank) return { id: Number(byRank[2]), at: null, rank: Number(byRank[1]) };
  const byTime = /^at:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(?:([a-z]{1,20})\|)?(\d{1,15})$/.exec(text);
  if (!byTime || Number.isNaN(Date.parse(byTime[1] ?? ''))) return 'invalid';
  return { id: Number(byTime[3]), at: byTime[1] ?? null, ...(byTime[2] ? { tag: byTime[2] } : {}) };
}

/** The SQL for a time column as the cursor keeps it (microseconds, UTC). */
export const cursorTimeSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface PageRequest {
  errors: FieldError[];
  /** Rows wanted on this page. */
  first: number;
  /** Only rows older than this key; null on the first page. */
  after: PageKey | null;
  /** first + 1: one row more than the page tells whether another page follows. */
  limit: number;
}

/**
 * Checks `first` and `after`; out-of-range and foreign values are field errors, never clamped or ignored. A list
 * takes only cursors of its own kind (`timed` true: time cursors, 'rank': rank cursors, else id cursors), so a
 * cursor from another list is refused. A list whose id cursors carry a tag (its rows' group, see `opsMerchants`)
 * names the tags it hands out; an id list without `tags` takes no tagged cursor.
 */
export function pageRequest(
  args: PageArgs | null | undefined,
  timed: boolean | CursorKind = false,
  tags?: readonly string[],
): PageRequest {
  const kind: CursorKind = timed === true ? 'time' : timed === false ? 'id' : timed;
  const errors: FieldError[] = [];
  const f = args?.first;
  if (f != null && !(Number.isInteger(f) && f >= 1 && f <= PAGE_SIZE.max))
    errors.push(fieldError('first', 'OUT_OF_RANGE', PAGE_MESSAGES.first));
  const after = parseCursor(args?.after);
  const fits = after === null || (after !== 'invalid' && kindOf(after) === kind && tagFits(after, kind, tags));
  if (!fits) errors.push(fieldError('after', 'INVALID', PAGE_MESSAGES.after));
  const first = f ?? PAGE_SIZE.default;
  return { errors, first, after: fits ? after : null, limit: first + 1 };
}

function tagFits(key: PageKey, kind: CursorKind, tags: readonly string[] | undefined): boolean {
  if (tags) return key.tag !== undefined && tags.includes(key.tag);
  return kind === 'time' || key.tag === undefined;
}

/** A refused page: no rows, the errors. */
export function refusedPage<T>(errors: FieldError[]): Page<T> {
  return { items: [], nextCursor: null, hasNextPage: false, errors };
}

/**
 * The condition "past the cursor" for a list ordered by `id` (or by `time, id`), with its parameters; always true
 * on the first page. Lists are newest first (`desc`, the rows older than the cursor) unless a queue serves the
 * longest-waiting row first (`asc`, the rows newer than the cursor).
 */
export function afterClause(
  req: PageRequest,
  id: string,
  time?: string,
  order: 'desc' | 'asc' = 'desc',
): { sql: string; params: unknown[] } {
  if (!req.after) return { sql: 'true', params: [] };
  const past = order === 'desc' ? '<' : '>';
  if (time && req.after.at !== null)
    return { sql: `(${time}, ${id}) ${past} (?::timestamptz, ?)`, params: [req.after.at, req.after.id] };
  return { sql: `${id} ${past} ?`, params: [req.after.id] };
}

/** Cuts `first + 1` rows (in the list's order) to a page; the extra row only says another page follows. */
export function pageFrom<R, T>(rows: R[], req: PageRequest, keyOf: (row: R) => PageKey, view: (row: R) => T): Page<T> {
  const more = rows.length > req.first;
  const kept = rows.slice(0, req.first);
  const last = kept[kept.length - 1];
  return {
    items: kept.map(view),
    nextCursor: more && last !== undefined ? cursorOf(keyOf(last)) : null,
    hasNextPage: more,
    errors: [],
  };
}
