import type { Pool, QueryResultRow } from 'pg';
import type { SessionBackend } from './request-session';
import type { SessionCache } from './session-cache';
import { log } from '../log/logger';

/**
 * What the session read may bring along in the same statement: a join on the session row `s` and the columns it
 * adds (aliased so they cannot clash with `sess`), and how to read them back. The auth module uses it to read the
 * signed-in member with the session, so a signed-in request costs one statement, not two.
 */
export interface SessionJoin<T> {
  columns: string;
  join: string;
  read(row: QueryResultRow): T;
}

/** Prepared once per pooled connection: PostgreSQL parses and plans each of these a single time. */
const statement = (name: string, text: string, values: unknown[]) => ({ name: `session-${name}`, text, values });

/**
 * Sessions in PostgreSQL (table `session`, created by our migrations) so every replica shares them. Compared with
 * connect-pg-simple, which this replaces: the read can join what the request needs next (see SessionJoin), the
 * statements are prepared, and with a SessionCache a session read once is served from memory until a trigger says
 * it (or its member) changed. Expired rows are never read and are pruned every 15 minutes.
 */
export class PgSessionStore<T> implements SessionBackend<T> {
  private readonly getStatement: string;
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly pool: Pool,
    private readonly joined: SessionJoin<T> | null = null,
    private readonly cache: SessionCache<T | undefined> | null = null,
  ) {
    const extra = joined ? `, ${joined.columns}` : '';
    // The text of `sess` (kept as text by the cache) and the expiry in epoch milliseconds, read through timestamptz
    // as it was written (to_timestamp), whatever the connection's time zone.
    this.getStatement = `select s.sess::text as sess_text,
                                (extract(epoch from s.expire::timestamptz) * 1000)::float8 as expires_at${extra}
                           from "session" s ${joined?.join ?? ''}
                          where s.sid = $1 and s.expire >= to_timestamp($2)`;
    this.pruneTimer = setInterval(() => void this.prune(), 15 * 60_000);
    this.pruneTimer.unref();
  }

  async get(sid: string): Promise<{ text: string; joined: T | undefined } | null> {
    const cached = this.cache?.lookup(sid);
    if (cached) return cached;
    const readStartedAt = this.cache?.readStarted();
    const {
      rows: [row],
    } = await this.pool.query(statement('get', this.getStatement, [sid, Date.now() / 1000]));
    if (!row) return null;
    const read = { text: row.sess_text as string, joined: this.joined ? this.joined.read(row) : undefined };
    if (readStartedAt) this.cache?.remember(sid, readStartedAt, read, row.expires_at as number);
    return read;
  }

  /** A write forgets the cached copy before it starts (no read in flight may keep the old row) and after it ends. */
  async set(sid: string, text: string, expiresAt: number): Promise<void> {
    this.cache?.forget(sid);
    try {
      await this.pool.query(
        statement(
          'set',
          `insert into "session" (sid, sess, expire) values ($1, $2, to_timestamp($3))
             on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`,
          [sid, text, Math.floor(expiresAt / 1000)],
        ),
      );
    } finally {
      this.cache?.forget(sid);
    }
  }

  async destroy(sid: string): Promise<void> {
    this.cache?.forget(sid);
    try {
      await this.pool.query(statement('destroy', `delete from "session" where sid = $1`, [sid]));
    } finally {
      this.cache?.forget(sid);
    }
  }

  /** Deletes expired rows; a failure (the database restarting) is logged and tried again at the next interval. */
  async prune(): Promise<void> {
    try {
      await this.pool.query(`delete from "session" where expire < to_timestamp($1)`, [Date.now() / 1000]);
    } catch (error) {
      log.warn({ reason: (error as Error).message }, 'session store: pruning failed');
    }
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.cache?.close();
  }
}
