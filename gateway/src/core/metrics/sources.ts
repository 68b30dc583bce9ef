import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { AdmissionStats } from '../http/admission';
import { admissionInFlight, admissionWaiting, poolInUse, poolWaiting } from './registry';

/** The part of tarn's pool (under knex, under MikroORM) that says how it is used. */
interface TarnPool {
  numUsed(): number;
  numPendingAcquires(): number;
}

function tarnPoolOf(orm: MikroORM, type: 'write' | 'read'): TarnPool | undefined {
  const knex = orm.em.getConnection(type).getKnex() as unknown as { client?: { pool?: TarnPool } };
  return knex.client?.pool;
}

/**
 * Registers what this app's pools and admission line report when scraped: the main pool (MikroORM's), the read
 * replica's pool when there is one, and the session store's own pool. Returns what stops reporting them (close).
 */
export function watchGatewaySources(
  orm: MikroORM,
  sessionPool: Pool,
  admission: () => AdmissionStats,
  hasReadReplica: boolean,
): () => void {
  const tarn = (type: 'write' | 'read') => () => tarnPoolOf(orm, type);
  const pools: Array<[string, () => { inUse: number; waiting: number } | undefined]> = [
    ['main', () => usage(tarn('write')())],
    ['session', () => ({ inUse: sessionPool.totalCount - sessionPool.idleCount, waiting: sessionPool.waitingCount })],
  ];
  if (hasReadReplica) pools.push(['read', () => usage(tarn('read')())]);
  const read = (pick: 'inUse' | 'waiting') => () =>
    pools.flatMap(([pool, of]): Array<[{ pool: string }, number]> => {
      const now = of();
      return now ? [[{ pool }, now[pick]]] : [];
    });
  const stops = [
    poolInUse.add(read('inUse')),
    poolWaiting.add(read('waiting')),
    admissionInFlight.add(() => [[{}, admission().inFlight]]),
    admissionWaiting.add(() => [[{}, admission().waiting]]),
  ];
  return () => stops.forEach((stop) => stop());
}

function usage(pool: TarnPool | undefined): { inUse: number; waiting: number } | undefined {
  return pool && { inUse: pool.numUsed(), waiting: pool.numPendingAcquires() };
}
