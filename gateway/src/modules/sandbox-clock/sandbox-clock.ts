import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import type { MailService } from '../mail';
import { runClockWork } from '../../jobs/due-money-work';

/** Sandbox: moves one member's settlement clock forward and runs what became due at once. */
export async function advanceSettlementClock(
  em: EntityManager,
  memberId: number,
  days: number,
  mail?: MailService,
): Promise<{ offsetDays: number; settled: number }> {
  const [row] = await sqlOf(em.fork())<{ offset_seconds: string }>(
    `insert into settlement_clock (member_id, offset_seconds) values (?, ?) on conflict (member_id)
       do update set offset_seconds = settlement_clock.offset_seconds + excluded.offset_seconds returning offset_seconds::text`,
    [memberId, days * 86_400],
  );
  // What fell due for the member runs at once, from the same list the jobs run (due-money-work.ts).
  const done = await runClockWork(em, memberId, mail);
  return { offsetDays: Number(row.offset_seconds) / 86_400, settled: done.settlement ?? 0 };
}
