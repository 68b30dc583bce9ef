import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { escapeLiteral, type Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { reportReadTarget } from './read-routing';

/** knex `?` placeholders as literals: COPY takes no bind parameters. Only integers and strings are expected. */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  let used = 0;
  const inlined = sql.replace(/\?/g, () => {
    const value = params[used++];
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string') return escapeLiteral(value);
    throw new Error(`parameter ${used} of a COPY is neither an integer nor a string`);
  });
  if (used !== params.length) throw new Error(`a COPY has ${used} placeholders for ${params.length} parameters`);
  return inlined;
}

/**
 * Streams `COPY (select …) TO STDOUT` into the response through `rows`, with backpressure end to end: when the
 * client reads slowly, the socket to PostgreSQL stops being read and the server waits, so memory stays flat. One
 * statement is one snapshot. It runs on the report connection (readSqlOf's: the replica when DATABASE_READ_URL is
 * set) and holds exactly one pooled connection, taken after everything else of the request is done.
 *
 * `start` runs once PostgreSQL has answered with data (or an empty result): it sets the headers and returns what
 * goes before the rows, and the compressor when the response is encoded. Until then no header is set and nothing
 * is written, so a failing query still ends in the JSON error envelope of restHandler.
 */
export async function copyOutTo(
  em: EntityManager,
  copySql: string,
  res: Response,
  options: { rows: Transform; start: () => { prefix: string; encode: Transform | null } },
): Promise<void> {
  const knex = em.getConnection(await reportReadTarget(em)).getKnex();
  const conn = (await knex.client.acquireConnection()) as Client;
  let finished = false;
  try {
    const copy = conn.query(copyTo(copySql));
    // pg reports a socket closed in `finally` below on the copy stream, after pipeline has let go of it.
    copy.on('error', () => undefined);
    await once(copy, 'readable');
    const { prefix, encode } = options.start();
    if (encode) {
      encode.write(prefix);
      await pipeline(copy, options.rows, encode, res);
    } else {
      res.write(prefix);
      await pipeline(copy, options.rows, res);
    }
    finished = true;
  } catch (error) {
    // The client went away mid-download: nothing to answer, and not a failure of ours.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  } finally {
    // A COPY cut short leaves the connection mid-protocol (and the server still sending): end() closes its socket,
    // which stops the server's query, and knex marks it disposed so the pool replaces it instead of lending it out.
    if (!finished) await conn.end().catch(() => undefined);
    await knex.client.releaseConnection(conn);
  }
}
