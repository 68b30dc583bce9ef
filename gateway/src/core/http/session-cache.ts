import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { log } from '../log/logger';

/** The channel the session and member triggers notify on (db/migrations Migration20261126000500). */
export const AUTH_CHANGES_CHANNEL = 'paydesk_auth_changes';

/** How long a cached session may be served without a fresh read, even when no notice came (a safety net). */
const MAX_AGE_MS = 60_000;
const RETRY_MIN_MS = 250;
/** A read of the session table slower than this is not kept (and forgotten sessions are remembered this long). */
const READ_WINDOW_MS = 10_000;
/** The listening connection's application_name (pg_stat_activity shows which connection it is). */
export const LISTENER_NAME = 'paydesk-session-cache';
const RETRY_MAX_MS = 10_000;

interface CachedSession<T> {
  /** The row's `sess` as stored: every hit parses its own copy (a request changes the object it gets). */
  text: string;
  joined: T;
  memberId: number | null;
  expiresAt: number;
  cachedAt: number;
}

/** When a read of the session table started, to tell whether a change was heard while it was in flight. */
export interface ReadToken {
  at: number;
  generation: number;
  ms: number;
}

export interface CachedRead<T> {
  text: string;
  joined: T;
}

/**
 * Writes this process made, told to its own caches at once (a sign-out elsewhere, a member's name changed), so the
 * next request on this replica reads them without waiting for the database's notice. Other replicas hear the notice.
 */
const localChanges = new EventEmitter();
localChanges.setMaxListeners(0);

export function announceSessionsEnded(sids: readonly string[]): void {
  if (sids.length) localChanges.emit('sessions', sids);
}

export function announceMemberChanged(memberId: number): void {
  localChanges.emit('member', memberId);
}

/**
 * Sessions a gateway has read, kept in memory so a signed-in request costs no SQL statement, yet
 * coherent across replicas: triggers on `session` and `member` NOTIFY every change on AUTH_CHANGES_CHANNEL and each
 * gateway LISTENs on a connection of its own.
 *
 * The rules that keep it safe:
 * - Served only while the LISTEN connection is up. When it drops, everything is forgotten and every request reads
 *   PostgreSQL until it is back (a notice sent meanwhile would be lost).
 * - A read that was in flight when its session changed, when any member changed or when everything was forgotten
 *   is not kept: it may hold the old row. Changes to other sessions do not spoil it (`ReadToken`).
 * - An entry is never served past its session's expiry, nor older than a minute.
 * - Bounded: the oldest entries go first.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, CachedSession<T>>();
  private readonly syncs = new Map<string, () => void>();
  /** Moves on every forget; `forgotten` says when each session was last forgotten, for the reads then in flight. */
  private clock = 0;
  /** Moves when a member changed or everything was forgotten: every read in flight is spoilt. */
  private generation = 0;
  private readonly forgotten = new Map<string, { at: number; ms: number }>();
  private listener: Client | null = null;
  private live = false;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private syncCounter = 0;
  private readonly onLocalSessions = (sids: string[]) => sids.forEach((sid) => this.forget(sid));
  private readonly onLocalMember = (memberId: number) => this.forgetMember(memberId);

  constructor(
    private readonly databaseUrl: string,
    private readonly maxEntries: number,
    private readonly memberIdOf: (joined: T) => number | null,
  ) {
    localChanges.on('sessions', this.onLocalSessions);
    localChanges.on('member', this.onLocalMember);
  }

  /** Starts listening; resolves once the cache serves (or failed once and will try again in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Whether entries are served now (the LISTEN connection is up). */
  get serving(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  lookup(sid: string, now = Date.now()): CachedRead<T> | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.expiresAt < now || now - entry.cachedAt > MAX_AGE_MS) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Call before reading a session from PostgreSQL; hand the token to `remember` with the row. */
  readStarted(): ReadToken {
    return { at: this.clock, generation: this.generation, ms: Date.now() };
  }

  remember(sid: string, token: ReadToken, read: CachedRead<T>, expiresAt: number): void {
    if (!this.live || token.generation !== this.generation || Date.now() - token.ms > READ_WINDOW_MS) return;
    if ((this.forgotten.get(sid)?.at ?? -1) > token.at) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sid, { ...read, memberId: this.memberIdOf(read.joined), expiresAt, cachedAt: Date.now() });
  }

  forget(sid: string): void {
    this.clock += 1;
    this.entries.delete(sid);
    this.forgotten.set(sid, { at: this.clock, ms: Date.now() });
    // Only reads younger than READ_WINDOW_MS are ever kept, so older marks can go (now and then, in one sweep).
    if (this.clock % 1000 === 0) {
      const old = Date.now() - READ_WINDOW_MS;
      for (const [key, mark] of this.forgotten) if (mark.ms < old) this.forgotten.delete(key);
    }
  }

  forgetMember(memberId: number): void {
    this.generation += 1;
    for (const [sid, entry] of this.entries) if (entry.memberId === memberId) this.entries.delete(sid);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.forgotten.clear();
  }

  /**
   * Resolves once every change committed before the call has been heard: its own notice travels the same channel
   * and PostgreSQL delivers notices in commit order. For a test that changed rows behind the gateway's back.
   */
  async sync(): Promise<void> {
    const listener = this.listener;
    if (!listener || !this.live) return;
    const token = `sync:${process.pid}:${(this.syncCounter += 1)}`;
    const heard = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    await listener.query(`select pg_notify($1, $2)`, [AUTH_CHANGES_CHANNEL, token]);
    await heard;
  }

  private heard(payload = ''): void {
    if (payload.startsWith('s:')) this.forget(payload.slice(2));
    else if (payload.startsWith('m:')) this.forgetMember(Number(payload.slice(2)));
    else if (payload.startsWith('sync:')) {
      this.syncs.get(payload)?.();
      this.syncs.delete(payload);
    } else this.forgetAll();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.databaseUrl, keepAlive: true, application_name: LISTENER_NAME });
    // Errors and ends both mean notices may be lost from here on.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === AUTH_CHANGES_CHANNEL) this.heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${AUTH_CHANGES_CHANNEL}`);
    } catch (error) {
      log.warn({ reason: (error as Error).message }, 'session cache: cannot listen for changes, reading every session');
      this.lost(client);
      return;
    }
    if (this.closed) return void client.end().catch(() => undefined);
    this.listener = client;
    this.forgetAll();
    this.live = true;
    this.retryMs = RETRY_MIN_MS;
  }

  private lost(client: Client): void {
    if (this.listener && this.listener !== client) return;
    this.live = false;
    this.listener = null;
    this.forgetAll();
    for (const resolve of this.syncs.values()) resolve();
    this.syncs.clear();
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    localChanges.off('sessions', this.onLocalSessions);
    localChanges.off('member', this.onLocalMember);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const listener = this.listener;
    this.listener = null;
    this.forgetAll();
    if (listener) {
      listener.removeAllListeners('end');
      await listener.end().catch(() => undefined);
    }
  }
}
