import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../config/config';
import { log as logger } from '../log/logger';

/** A running embedded PostgreSQL and how to stop it. */
export interface EmbeddedDatabase {
  url: string;
  /** Where the data actually lives (as root, a private clone's folder moves where `postgres` can reach it). */
  dataDir: string;
  stop(): Promise<void>;
}

interface EmbeddedModule {
  startEmbeddedPostgres(options: {
    dataDir: string;
    port?: number;
    flags?: string[];
    log?: (message: string) => void;
    onGiveUp?: (error: unknown) => void;
  }): Promise<EmbeddedDatabase>;
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL whose data persists in `dataDir`. The work is done by gateway/scripts/embedded-postgres.mjs,
 * shared with the jest global setup (plain ESM there); this is its typed door for the gateway. A server that dies is
 * started again; `onGiveUp` hears when it cannot be.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number | undefined,
  onGiveUp: (error: unknown) => void,
  log: (message: string) => void = (message) => logger.info(message),
): Promise<EmbeddedDatabase> {
  const moduleUrl = pathToFileURL(path.join(repoRoot(), 'gateway', 'scripts', 'embedded-postgres.mjs')).href;
  const embedded = (await import(moduleUrl)) as EmbeddedModule;
  return embedded.startEmbeddedPostgres({ dataDir, port, flags: ['-c', 'max_connections=200'], log, onGiveUp });
}
