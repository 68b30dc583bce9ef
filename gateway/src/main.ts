import 'reflect-metadata';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig, type Config } from './config/config';
import { withBootLock } from './core/database/advisory-lock';
import { migrate, openOrm, seed } from './boot/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './core/database/embedded-postgres';
import { createApp } from './app';
import { MailService } from './modules/mail/mail.service';
import { startMoneyJobs } from './jobs/money-jobs';
import { startCallbackJobs } from './jobs/callback-jobs';
import { startEventJobs } from './jobs/event-jobs';
import { startWebhookJobs } from './jobs/webhook-jobs';
import { superviseWorkers } from './boot/workers';
import { gracefulServer } from './core/http/graceful-close';
import { watchJobWorkers } from './boot/readiness';
import { configureLogging, log } from './core/log/logger';
import { clusterMetrics, processMetrics, startMetricsServer } from './core/metrics/metrics-server';

let embedded: EmbeddedDatabase | undefined;

/**
 * Boot: config -> database (DATABASE_URL or embedded) -> migrate -> seed -> app -> listen. With GATEWAY_WORKERS > 1
 * this process prepares the database once and then supervises that many workers, each of which serves (boot/workers.ts).
 */
async function main(): Promise<void> {
  const bootStarted = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // Said whatever LOG_LEVEL asks: the gateway does not start.
      configureLogging({ level: 'info', format: 'json' });
      log.fatal(`設定錯誤 / configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  configureLogging(config.log);
  // A worker is handed the database its primary prepared (DATABASE_URL, the embedded one's included).
  if (cluster.isWorker) return serve(config, config.databaseUrl as string, bootStarted);

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const started = Date.now();
    embedded = await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort, (error) => {
      // Serving 503 for good helps no one: exit non-zero, for the launcher's supervisor to start everything again.
      log.fatal(
        `內嵌 PostgreSQL 無法重新啟動 / the embedded PostgreSQL could not be started again: ${reasonOf(error)}`,
      );
      process.exit(1);
    });
    databaseUrl = embedded.url;
    log.info(`embedded PostgreSQL ready in ${Date.now() - started} ms (data: ${embedded.dataDir})`);
  }
  if (config.gatewayWorkers === 1) return serve(config, databaseUrl, bootStarted, true);

  const orm = await openOrm(databaseUrl, 1);
  await prepareDatabase(orm, databaseUrl, config);
  await orm.close();
  log.info(`starting ${config.gatewayWorkers} gateway workers`);
  // The workers report as one process: this primary alone listens on METRICS_ADDRESS and adds their registries up.
  const metrics = config.metricsAddress && (await startMetricsServer(config.metricsAddress, clusterMetrics()));
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (metrics) metrics.close();
    await workers.stop();
    await embedded?.stop();
    process.exit(code);
  };
  const workers = superviseWorkers(config.gatewayWorkers, { DATABASE_URL: databaseUrl }, () => {
    log.fatal('PayDesk 閘道無法啟動 / PayDesk gateway failed to start: a worker stopped before it listened');
    void stopAll(1);
  });
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  // A deploy: replace the workers one at a time with processes that load the code on disk now, losing no request.
  process.on('SIGHUP', () => {
    if (!stopping) void workers.restart();
  });
}

/** Migrations, then the demo data when this environment seeds it; once, however many replicas start together. */
async function prepareDatabase(orm: MikroORM, databaseUrl: string, config: Config): Promise<void> {
  const { demoSeeded } = await withBootLock(databaseUrl, async () => {
    await migrate(orm);
    return seed(orm, config.seedDemoData);
  });
  if (demoSeeded) log.info('demo data seeded (see README for the demo accounts)');
}

/** One gateway process: the app and the money jobs on `databaseUrl`, listening until a signal stops it. */
async function serve(config: Config, databaseUrl: string, bootStarted: number, prepare = false): Promise<void> {
  const orm = await openOrm(databaseUrl, config.databasePoolSize, config.databaseReadUrl);
  if (prepare) await prepareDatabase(orm, databaseUrl, config);

  const gateway = await createApp(config, orm, databaseUrl);
  const jobs = await startMoneyJobs(orm, databaseUrl, config.appEnv, { mail: new MailService(config) });
  const callbacks = startCallbackJobs(orm, config);
  const events = startEventJobs(orm, gateway.services);
  const webhooks = startWebhookJobs(orm, config);
  const jobWorkers = watchJobWorkers(gateway.readiness, jobs);
  // A worker answers its primary's scrape (core/metrics/metrics-server.ts); a single process listens itself.
  const metrics = !config.metricsAddress
    ? undefined
    : cluster.isWorker
      ? void clusterMetrics()
      : await startMetricsServer(config.metricsAddress, processMetrics);
  const server: Server = gateway.app.listen(config.port, () => {
    const worker = cluster.isWorker ? ` (worker ${process.pid})` : '';
    log.info(
      `PayDesk gateway (${config.appEnv})${worker} listening on http://localhost:${config.port}${config.basePath}/ after ${Date.now() - bootStarted} ms`,
    );
  });
  const http = gracefulServer(server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    // /readyz answers 503 from here on, for as long as connections already open are still answered.
    gateway.readiness.drain();
    metrics?.close();
    // Requests already accepted are answered while the jobs finish (or give back) what they claimed.
    const [{ cut }] = await Promise.all([
      http.drain(),
      jobs.stop({ graceful: true, timeout: 10_000 }),
      callbacks.stop(),
      events.stop(),
      webhooks.stop(),
    ]);
    if (cut > 0) log.warn(`${cut} connections still open after the drain grace were closed`);
    jobWorkers.stopped();
    await gateway.close();
    await orm.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** One readable line, whatever was thrown (never "undefined"). */
function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null) return 'unknown error (nothing was thrown with it)';
  return typeof error === 'string' ? error : JSON.stringify(error);
}

main().catch(async (error: unknown) => {
  // Outside production the stack comes along, unless the message already says what to do (a zh-TW / English line).
  const stack =
    error instanceof Error && error.stack && process.env.APP_ENV !== 'production' && !/ \/ /.test(error.message)
      ? { stack: error.stack }
      : {};
  log.fatal(stack, `PayDesk 閘道無法啟動 / PayDesk gateway failed to start: ${reasonOf(error)}`);
  // Never leave an embedded PostgreSQL running without its gateway.
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
