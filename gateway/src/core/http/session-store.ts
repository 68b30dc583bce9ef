import session, { type SessionData } from 'express-session';
import type { Request } from 'express';
import type { Pool, QueryResultRow } from 'pg';
import type { SessionCache } from './session-cache';

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

const JOINED = Symbol('joined with the session');
type StoredSession = SessionData & { [JOINED]?: unknown };

/** Prepared once per pooled connection: PostgreSQL parses and plans each of these a single time. */
const statement = (name: string, text: string, values: unknown[]) => ({ name: `session-${name}`, text, values });

/** Seconds since the epoch of a session's expiry: its cookie's, or the idle lifetime from now. */
function expiryOf(sess: SessionData, idleMs: number): number {
  const expires = sess.cookie?.expires;
  const at = expires ? new Date(expires).getTime() : Date.now() + idleMs;
  return Math.floor(at / 1000);
}

/**
 * Sessions in PostgreSQL (table `session`, created by our migrations) so every replica shares them. Compared with
 * connect-pg-simple, which this replaces: the read can join what the request needs next (see SessionJoin), the
 * statements are prepared, and with a SessionCache a session read once is served from memory until a trigger says
 * it (or its member) changed. Expired rows are never read and are pruned every 15 minutes.
 */
export class PgSessionStore<T> extends session.Store {
  private readonly getStatement: string;
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly pool: Pool,
    private readonly idleMs: number,
    private readonly joined: SessionJoin<T> | null = null,
    private readonly cache: SessionCache<T | undefined> | null = null,
  ) {
    super();
    const extra = joined ? `, ${joined.columns}` : '';
    // The text of `sess` (parsed here, and kept as text by the cache) and the expiry in epoch milliseconds, read
    // through timestamptz as it was written (to_timestamp), whatever the connection's time zone.
    this.getStatement = `select s.sess::text as sess_text,
                                (extract(epoch from s.expire::timestamptz) * 1000)::float8 as expires_at${extra}
                           from "session" s ${joined?.join ?? ''}
                          where s.sid = $1 and s.expire >= to_timestamp($2)`;
    this.pruneTimer = setInterval(() => void this.prune(), 15 * 60_000);
    this.pruneTimer.unref();
  }

  /** What the session read joined for this request (undefined when the request has no stored session). */
  static joinedOf<T>(req: Request): T | undefined {
    return (req as Request & { [JOINED]?: T })[JOINED];
  }

  override get(sid: string, done: (error: unknown, sess?: SessionData | null) => void): void {
    const cached = this.cache?.lookup(sid);
    if (cached) return done(null, this.sessionOf(cached.text, cached.joined));
    const readStartedAt = this.cache?.readStarted();
    this.pool.query(statement('get', this.getStatement, [sid, Date.now() / 1000])).then(({ rows: [row] }) => {
      if (!row) return done(null, null);
      const text = row.sess_text as string;
      const joined = this.joined ? this.joined.read(row) : undefined;
      if (readStartedAt) this.cache?.remember(sid, readStartedAt, { text, joined }, row.expires_at as number);
      done(null, this.sessionOf(text, joined));
    }, done);
  }

  private sessionOf(text: string, joined: T | undefined): SessionData {
    const sess = JSON.parse(text) as StoredSession;
    // A symbol key: the Session object express-session builds copies only the stored fields, so this never
    // goes back into the row.
    if (this.joined) sess[JOINED] = joined;
    return sess;
  }

  /** Hands what the read joined to the request, beside the session express-session builds. */
  override createSession(req: Request, sess: SessionData): session.Session & Partial<SessionData> {
    const stored = sess as StoredSession;
    if (JOINED in stored) (req as Request & { [JOINED]?: unknown })[JOINED] = stored[JOINED];
    return super.createSession(req, sess);
  }

  /** A write forgets the cached copy before it starts (no read in flight may keep the old row) and after it ends. */
  override set(sid: string, sess: SessionData, done?: (error?: unknown) => void): void {
    this.cache?.forget(sid);
    this.pool
      .query(
        statement(
          'set',
          `insert into "session" (sid, sess, expire) values ($1, $2, to_timestamp($3))
             on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`,
          [sid, JSON.stringify(sess), expiryOf(sess, this.idleMs)],
        ),
      )
      .finally(() => this.cache?.forget(sid))
      .then(() => done?.(), done);
  }

  override destroy(sid: string, done?: (error?: unknown) => void): void {
    this.cache?.forget(sid);
    this.pool
      .query(statement('destroy', `delete from "session" where sid = $1`, [sid]))
      .finally(() => this.cache?.forget(sid))
      .then(() => done?.(), done);
  }

  /** Deletes expired rows; a failure (the database restarting) is logged and tried again at the next interval. */
  async prune(): Promise<void> {
    try {
      await this.pool.query(`delete from "session" where expire < to_timestamp($1)`, [Date.now() / 1000]);
    } catch (error) {
      console.error('session store: pruning failed', (error as Error).message);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.cache?.close();
  }
}
