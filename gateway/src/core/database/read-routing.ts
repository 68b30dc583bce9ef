import type { EntityManager, EventSubscriber, MikroORM, TransactionEventArgs } from '@mikro-orm/postgresql';
import { currentMemberId } from '../log/request-context';
import { log } from '../log/logger';
import { readReplicaLag, readReplicaUp, reportReads } from '../metrics/registry';

/**
 * Where a report read goes when a read replica is configured (DATABASE_READ_URL). A streaming standby is always a
 * little behind; the rules that make that safe:
 * - **Read your own writes.** Every transaction a member's request commits records the primary's WAL position for
 *   that member (`member_write_position`, an unlogged table on the primary: it needs no replication or backup). That
 *   member's reports go to the primary until the standby has replayed past it, so a seller who just refunded sees
 *   the refund in the next list, whichever gateway worker answers.
 * - **Lag fallback.** A poller compares the primary's position with the standby's replay position; a standby that is
 *   down, or behind by more than `maxLagMs`, is skipped (reads go to the primary) until it catches up.
 * - A read replica that is not a standby (a second database, as some tests use) has no replay position: it is used
 *   as configured, without lag information.
 * Both show in metrics: `paydesk_read_replica_up`, `paydesk_read_replica_lag_seconds`, and
 * `paydesk_report_reads_total{target,reason}`.
 */
export interface ReadRoutingOptions {
  maxLagMs: number;
  pollMs?: number;
}

type Reason = 'replica' | 'own_write' | 'lagging' | 'replica_down';

/** A WAL position ('16/B374D848') as one number. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

const POLL_TIMEOUT_MS = 2_000;
/** Positions of the primary remembered to date a standby's replay position: enough for any lag worth measuring. */
const SAMPLE_WINDOW_MS = 120_000;

export class ReadRouting {
  private replayed: bigint | null = null;
  private standby = false;
  private up = false;
  private lagSeconds = 0;
  private samples: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly options: ReadRoutingOptions,
  ) {}

  start(): Promise<void> {
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 500);
    this.timer.unref();
    return this.poll();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** What the poller last saw (for the operator page and tests). */
  status(): { up: boolean; standby: boolean; lagSeconds: number } {
    return { up: this.up, standby: this.standby, lagSeconds: this.lagSeconds };
  }

  async poll(): Promise<void> {
    try {
      const [primary] = await this.orm.em
        .getConnection('write')
        .execute<{ lsn: string }[]>('select pg_current_wal_lsn()::text as lsn');
      const now = Date.now();
      if (primary) this.samples.push({ at: now, lsn: lsnValue(primary.lsn) });
      while (this.samples.length > 1 && (this.samples[0]?.at ?? now) < now - SAMPLE_WINDOW_MS) this.samples.shift();
    } catch (error) {
      // The primary is down: every read fails anyway; the readiness check says so.
      log.debug({ err: error }, 'read routing: primary position unavailable');
    }
    try {
      const [replica] = await withTimeout(
        this.orm.em
          .getConnection('read')
          .execute<{ standby: boolean; lsn: string | null }[]>(
            'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn',
          ),
        POLL_TIMEOUT_MS,
      );
      const replayed = replica?.standby && replica.lsn ? lsnValue(replica.lsn) : null;
      this.standby = replayed !== null;
      this.replayed = replayed;
      this.lagSeconds = replayed === null ? 0 : this.lagOf(replayed);
      this.up = true;
    } catch (error) {
      if (this.up) log.warn({ err: error }, 'read replica unavailable: reports read from the primary');
      this.up = false;
    }
    readReplicaUp.set(this.up ? 1 : 0);
    readReplicaLag.set(this.lagSeconds);
  }

  /** How long ago the primary was at the first position the standby has not replayed; 0 when it has them all. */
  private lagOf(replayed: bigint): number {
    const behind = this.samples.find((s) => s.lsn > replayed);
    return behind ? (Date.now() - behind.at) / 1000 : 0;
  }

  /** The connection a report read of the current request should use. */
  async target(): Promise<'read' | 'write'> {
    const reason = await this.reasonFor();
    reportReads.inc({ target: reason === 'replica' ? 'replica' : 'primary', reason });
    return reason === 'replica' ? 'read' : 'write';
  }

  private async reasonFor(): Promise<Reason> {
    if (!this.up) return 'replica_down';
    if (!this.standby) return 'replica';
    if (this.lagSeconds * 1000 > this.options.maxLagMs) return 'lagging';
    const member = currentMemberId();
    if (member === null) return 'replica';
    const [own] = await this.orm.em
      .getConnection('write')
      .execute<{ lsn: string }[]>('select lsn::text as lsn from member_write_position where member_id = ?', [member]);
    return own && lsnValue(own.lsn) > (this.replayed ?? 0n) ? 'own_write' : 'replica';
  }

  /**
   * Records where the primary's WAL stands after a transaction the current request's member committed: its insert
   * position, which the commit record is always behind. The write position (pg_current_wal_lsn) is where WAL has
   * been written out; with synchronous_commit off a commit returns before that, and a standby that had replayed
   * everything written would have read as caught up with a write it did not have.
   */
  async noteWrite(): Promise<void> {
    const member = currentMemberId();
    if (member === null) return;
    await this.orm.em.getConnection('write').execute(
      `insert into member_write_position (member_id, lsn) values (?, pg_current_wal_insert_lsn())
       on conflict (member_id) do update set lsn = greatest(member_write_position.lsn, excluded.lsn)`,
      [member],
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// One routing per ORM (its driver is shared by every fork of its entity manager).
const routings = new WeakMap<object, ReadRouting>();

/** Starts routing report reads for `orm` (a replica is configured); stop() it on shutdown. */
export async function installReadRouting(orm: MikroORM, options: ReadRoutingOptions): Promise<ReadRouting> {
  const routing = new ReadRouting(orm, options);
  routings.set(orm.em.getDriver(), routing);
  await routing.start();
  return routing;
}

/** Where a report read goes: the replica unless a rule above sends it to the primary ('read' without routing). */
export function reportReadTarget(em: EntityManager): Promise<'read' | 'write'> | 'read' {
  return routings.get(em.getDriver())?.target() ?? 'read';
}

/** Records each committed transaction's WAL position for the member whose request committed it. */
export class WritePositionRecorder implements EventSubscriber {
  async afterTransactionCommit({ em }: TransactionEventArgs): Promise<void> {
    await routings.get(em.getDriver())?.noteWrite();
  }
}
