import cluster, { type Worker } from 'node:cluster';
import { log } from '../core/log/logger';

/** How long a stopping worker may take to finish its requests and jobs before it is killed. */
const STOP_GRACE_MS = 15_000;

export interface WorkerPool {
  /** Asks every worker to stop (SIGTERM: each finishes what it started) and resolves when all have exited. */
  stop(): Promise<void>;
  /**
   * A rolling restart: each worker in turn is replaced by a new one (which loads the code on disk now), started and
   * listening before the old one is asked to stop, so the port always has a worker that accepts. Resolves when every
   * worker has been replaced; a second call while one runs waits for it.
   */
  restart(): Promise<void>;
}

/**
 * GATEWAY_WORKERS > 1: this process supervises that many gateway processes sharing one port (node:cluster: this
 * process accepts the connections and hands them to the workers in turn). One Node process uses one core for its
 * JavaScript; a machine with more runs one worker per core. Each worker is a replica as docker-compose runs them:
 * sessions, rate limits, idempotency records, jobs and settlement live in PostgreSQL, so any worker answers any
 * request and none does work twice (src/test/two-replicas.e2e.test.ts, src/test/workers.e2e.test.ts).
 *
 * A worker that dies is replaced, at once and each time (the others answer meanwhile; the connections the dead one
 * had open are lost, as with any process that dies). A worker that dies before it ever listened (a bad
 * configuration, a database that refuses it) would die again: then `onFailedStart` is called instead, once.
 */
export function superviseWorkers(count: number, env: NodeJS.ProcessEnv, onFailedStart: () => void): WorkerPool {
  let stopping = false;
  let failed = false;
  let restarting: Promise<void> | undefined;
  const live = new Set<Worker>();
  // Workers asked to stop by a rolling restart: their exit is expected and is not replaced again.
  const retiring = new Set<Worker>();

  // `replacing`: started by a rolling restart, whose caller handles a start that fails.
  const fork = (replacing = false): Worker => {
    const worker = cluster.fork(env);
    let listened = false;
    live.add(worker);
    worker.once('listening', () => (listened = true));
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping || retiring.delete(worker)) return;
      if (!listened) {
        if (failed || replacing) return;
        failed = true;
        return onFailedStart();
      }
      log.error(`gateway worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      fork();
    });
    return worker;
  };
  for (let i = 0; i < count; i += 1) fork();

  const replaceAll = async () => {
    const old = [...live];
    log.info(`rolling restart of ${old.length} gateway workers`);
    for (const worker of old) {
      if (stopping) return;
      const next = fork(true);
      const started = await new Promise<boolean>((resolve) => {
        next.once('listening', () => resolve(true));
        next.once('exit', () => resolve(false));
      });
      // A new worker that cannot start (a broken deploy) leaves the old ones serving.
      if (!started) return log.error('rolling restart stopped: a new worker exited before it listened');
      retiring.add(worker);
      await stopWorker(worker);
    }
    log.info('rolling restart complete');
  };

  return {
    async stop() {
      stopping = true;
      await Promise.all([...live].map(stopWorker));
    },
    restart() {
      restarting ??= replaceAll().finally(() => (restarting = undefined));
      return restarting;
    },
  };
}

/** SIGTERM (the worker drains: main.ts), SIGKILL after the grace; resolves when it has exited. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise<void>((resolve) => {
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}
