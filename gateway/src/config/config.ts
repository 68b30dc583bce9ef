import { isIP } from 'node:net';
import path from 'node:path';

import { parsePayTypeGroup, type PayTypeConfig } from '@paydesk/shared/pay-types';
import { APP_ENV_NAMES, type AppEnvName, detectEnvFromHost } from '@paydesk/shared/app-env';

export type AppEnv = AppEnvName;
const APP_ENVS = APP_ENV_NAMES;

/** The whole runtime configuration, parsed once from the environment. */
export interface Config {
  appEnv: AppEnv;
  /**
   * Whether APP_ENV or APP_URL set the environment. Only then does the SPA carry an `app-env` meta; otherwise the
   * client detects it from the page's host (SPEC §9).
   */
  appEnvConfigured: boolean;
  port: number;
  /** Empty when the gateway should start an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** A read replica for reports (lists, totals, dashboards, exports); unset: the primary serves them. */
  databaseReadUrl: string | undefined;
  /** A standby further behind than this is skipped: reports read from the primary until it catches up. */
  databaseReadMaxLagMs: number;
  /** '' or '/slave': every route, cookie and asset is served under it. */
  basePath: string;
  sessionSecret: string;
  /** Local/test only: every captcha becomes this code so tests and demos can log in. */
  captchaFixedCode: string | undefined;
  /**
   * Local/test only (NOTIFY_ALLOW_LOOPBACK=1): shops' notify URLs may reach loopback addresses, so tests and a
   * developer's receiver on 127.0.0.1 work. Off by default; every other internal address stays refused.
   */
  notifyAllowLoopback: boolean;
  /** Where the embedded PostgreSQL keeps its data between restarts. */
  embeddedDataDir: string;
  embeddedPort: number | undefined;
  /** The built SPA that the gateway serves. */
  frontendDist: string;
  /** Session idle and absolute lifetimes (ms). */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Connections of the main pool (DATABASE_POOL_SIZE): every statement but the session store's takes one. */
  databasePoolSize: number;
  /** Connections of the session store's own pool (SESSION_POOL_SIZE); sessions are read on every signed-in request. */
  sessionPoolSize: number;
  /**
   * Gateway processes on this machine (GATEWAY_WORKERS, default 1): more than one runs a supervisor and that many
   * workers on one port (boot/workers.ts), one per core being the usual choice. Each has its own pools.
   */
  gatewayWorkers: number;
  /**
   * Requests each gateway process works on at once (GATEWAY_MAX_IN_FLIGHT, default 24, a little above the main
   * pool); later ones wait their turn in arrival order (core/http/admission.ts).
   */
  maxInFlight: number;
  /** Sessions each gateway keeps in memory (SESSION_CACHE_SIZE, default 10,000; 0 reads every session). */
  sessionCacheSize: number;
  /**
   * How long each gateway reuses a seller's dashboard sales figures and latest payments (DASHBOARD_REPORT_CACHE_MS,
   * default 1,000; 0 reads them on every request). Balances, shops and to-dos are read on every request.
   */
  dashboardReportCacheMs: number;
  /** Measurement only (SQL_STATEMENT_COUNT=1, never in production): each answer carries its SQL statement count. */
  sqlStatementCount: boolean;
  /** Run demo seeds when the database is empty. */
  seedDemoData: boolean;
  /** SMTP server for outgoing mail; when unset, mail and SMS go to the outbox table (developer mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Member documents (ID cards, registrations) are stored here, never under a public path. */
  uploadDir: string;
  /** Client idle limit before the logout warning (SPEC §9: 600000 ms); tests shorten it. */
  clientIdleMs: number;
  /** The developer mailbox (outbox reader) exists only in local, test and sandbox. */
  devMailbox: boolean;
  /** Public origin for links in mail and shown to users; never taken from a request's Host header. */
  appUrl: string;
  /** Express `trust proxy`: false (a direct gateway trusts no X-Forwarded-For), a hop count, or addresses. */
  trustProxy: TrustProxy;
  /** SPEC §3: which OFFLINE and OTHER pay types the platform offers (PAY_TYPES_OFFLINE, PAY_TYPES_OTHER). */
  payTypes: PayTypeConfig;
  /** LOG_LEVEL and LOG_FORMAT: how much the gateway logs, as JSON lines or (local default) readable lines. */
  log: LogSettings;
  /**
   * METRICS_ADDRESS (`host:port`, or a port on 127.0.0.1): where `GET /metrics` (Prometheus) is served, apart from
   * the public port. Unset: no metrics listener (the public port answers /metrics 404 either way).
   */
  metricsAddress: { host: string; port: number } | undefined;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export interface LogSettings {
  level: (typeof LOG_LEVELS)[number];
  format: 'json' | 'pretty';
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

const REPO_ROOT = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  ...(__dirname.includes(`${path.sep}dist${path.sep}`) ? ['..', '..'] : []),
);

/** Repository root, whether running from src (jest) or dist (compiled). */
export function repoRoot(): string {
  return REPO_ROOT;
}

/**
 * APP_ENV when given; else detected from the host of the configured public URL (APP_URL) as SPEC §9 says, never from
 * a request's Host header; else local.
 */
function parseAppEnv(value: string | undefined, appUrl: string | undefined): AppEnv {
  if (!value && appUrl) {
    try {
      return detectEnvFromHost(new URL(appUrl).host);
    } catch {
      // An unparsable APP_URL is reported by parseAppUrl with its own message.
    }
  }
  const env = (value ?? 'local').toLowerCase();
  if (!APP_ENVS.includes(env as AppEnv)) {
    throw new ConfigError(`APP_ENV must be one of ${APP_ENVS.join(', ')} (got "${value}")`);
  }
  return env as AppEnv;
}

function parseBasePath(value: string | undefined): string {
  const basePath = (value ?? '').replace(/\/+$/, '');
  if (basePath !== '' && basePath !== '/slave') {
    throw new ConfigError(`BASE_PATH must be empty or "/slave" (got "${value}")`);
  }
  return basePath;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`invalid port "${value}"`);
  return port;
}

/** `host:port`, `[v6]:port` or a bare port (127.0.0.1); a port of 0 only makes sense in tests. */
function parseMetricsAddress(value: string | undefined): Config['metricsAddress'] {
  if (!value) return undefined;
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:\s]+)):(\d+)$/.exec(value.trim());
  const host = match ? (match[1] ?? match[2]) : '127.0.0.1';
  const port = match ? match[3] : value.trim();
  if (!/^\d+$/.test(port) || Number(port) > 65535)
    throw new ConfigError(`METRICS_ADDRESS must be host:port or a port (got "${value}")`);
  return { host, port: Number(port) };
}

/** A whole number within [min, max], or `fallback` when unset; `what` names it in the error. */
function parseCount(value: string | undefined, fallback: number, min: number, max: number, what: string): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min || count > max) throw new ConfigError(`invalid ${what} "${value}"`);
  return count;
}

/** Connections of a pool: 1 to 100. */
const parsePoolSize = (value: string | undefined, fallback: number) => parseCount(value, fallback, 1, 100, 'pool size');
/** Gateway worker processes: 1 to 64. */
const parseWorkerCount = (value: string | undefined) => parseCount(value, 1, 1, 64, 'worker count');
/** Cached entries: 0 (no cache) to 1,000,000. */
const parseCacheSize = (value: string | undefined, fallback: number) =>
  parseCount(value, fallback, 0, 1_000_000, 'cache size');

/** APP_URL: an http(s) origin with an optional path, without a trailing slash. */
function parseAppUrl(value: string | undefined, isDevLike: boolean, port: number): string {
  if (!value) {
    if (isDevLike) return `http://localhost:${port}`;
    throw new ConfigError(
      'APP_URL is required outside local and test (the public https origin used in links, e.g. https://pay.example.tw)',
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`APP_URL must be an absolute http(s) URL (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`APP_URL must be an absolute http(s) URL (got "${value}")`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseStatementCount(value: string | undefined, appEnv: AppEnv): boolean {
  const on = value === '1' || value === 'true';
  if (on && appEnv === 'production')
    throw new ConfigError('SQL_STATEMENT_COUNT is for measurement and is refused in production');
  return on;
}

function parsePayTypes(env: NodeJS.ProcessEnv): PayTypeConfig {
  try {
    return {
      OFFLINE: parsePayTypeGroup('OFFLINE', env.PAY_TYPES_OFFLINE),
      OTHER: parsePayTypeGroup('OTHER', env.PAY_TYPES_OTHER),
    };
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: unset trusts nothing; a hop count; or comma-separated addresses, CIDR ranges and Express's names. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const ok =
      PROXY_NAMES.includes(entry) ||
      (isIP(address) !== 0 &&
        (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128))));
    if (!ok)
      throw new ConfigError(
        `TRUST_PROXY must be a hop count or addresses/CIDR ranges such as "10.0.0.0/8,loopback" (got "${entry}")`,
      );
  }
  return entries;
}

/** LOG_LEVEL (default info) and LOG_FORMAT (json, or pretty: the default in local). */
function parseLogSettings(env: NodeJS.ProcessEnv, appEnv: AppEnv): LogSettings {
  const level = env.LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${level}")`);
  const format = env.LOG_FORMAT || (appEnv === 'local' ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty')
    throw new ConfigError(`LOG_FORMAT must be json or pretty (got "${format}")`);
  return { level: level as LogSettings['level'], format };
}

/**
 * What the logger starts with, before the configuration is read (a configuration error is logged with it): JSON at
 * LOG_LEVEL, or info. Under jest (JEST_WORKER_ID) it is silent unless LOG_LEVEL says otherwise, so test output shows
 * only what a test prints; a gateway started as a process reads its own configuration.
 */
export function initialLogSettings(env: NodeJS.ProcessEnv = process.env): LogSettings {
  const level = (LOG_LEVELS as readonly string[]).includes(env.LOG_LEVEL ?? '')
    ? (env.LOG_LEVEL as LogSettings['level'])
    : env.JEST_WORKER_ID
      ? 'silent'
      : 'info';
  return { level, format: 'json' };
}

const DEV_SESSION_SECRET = 'paydesk-local-session-secret';
// Values that were ever published (README, compose) are as good as no secret.
const PUBLIC_SESSION_SECRETS = new Set([DEV_SESSION_SECRET, 'paydesk-compose-demo-secret', 'changeme', 'secret']);
export const SESSION_SECRET_MIN_LENGTH = 32;
// A random 32-byte value (hex or base64) always shows many distinct characters; a repeated pattern does not.
const SESSION_SECRET_MIN_DISTINCT = 10;

/** Outside local/test the session secret must look like ≥32 random bytes (`openssl rand -hex 32`). */
function checkSessionSecret(secret: string): void {
  const weak =
    secret.length < SESSION_SECRET_MIN_LENGTH ||
    new Set(secret).size < SESSION_SECRET_MIN_DISTINCT ||
    PUBLIC_SESSION_SECRETS.has(secret.toLowerCase());
  if (weak) {
    throw new ConfigError(
      `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} random characters outside local and test (generate one with: openssl rand -hex 32)`,
    );
  }
}

/** Parses and validates the configuration; throws ConfigError on anything unsafe. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appEnv = parseAppEnv(env.APP_ENV, env.APP_URL);
  const isDevLike = appEnv === 'local' || appEnv === 'test';
  const sessionSecret = env.SESSION_SECRET ?? (isDevLike ? DEV_SESSION_SECRET : '');
  if (!sessionSecret)
    throw new ConfigError(
      'SESSION_SECRET is required outside local and test (generate one with: openssl rand -hex 32)',
    );
  if (!isDevLike) checkSessionSecret(sessionSecret);
  const captchaFixedCode = env.CAPTCHA_FIXED_CODE || undefined;
  if (captchaFixedCode && !isDevLike) {
    throw new ConfigError('CAPTCHA_FIXED_CODE is allowed only when APP_ENV is local or test');
  }
  const notifyAllowLoopback = env.NOTIFY_ALLOW_LOOPBACK === '1' || env.NOTIFY_ALLOW_LOOPBACK === 'true';
  if (notifyAllowLoopback && !isDevLike) {
    throw new ConfigError('NOTIFY_ALLOW_LOOPBACK is allowed only when APP_ENV is local or test');
  }
  const embeddedPortValue = env.EMBEDDED_PG_PORT;
  return {
    appEnv,
    appEnvConfigured: Boolean(env.APP_ENV || env.APP_URL),
    port: parsePort(env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseReadMaxLagMs: parseCount(env.DATABASE_READ_MAX_LAG_MS, 5_000, 0, 600_000, 'DATABASE_READ_MAX_LAG_MS'),
    basePath: parseBasePath(env.BASE_PATH),
    sessionSecret,
    captchaFixedCode,
    notifyAllowLoopback,
    embeddedDataDir: path.resolve(env.EMBEDDED_PG_DIR ?? path.join(REPO_ROOT, '.data', 'postgres')),
    embeddedPort: embeddedPortValue ? parsePort(embeddedPortValue, 0) : undefined,
    frontendDist: path.resolve(env.FRONTEND_DIST ?? path.join(REPO_ROOT, 'frontend', 'dist')),
    sessionIdleMs: Number(env.SESSION_IDLE_MS ?? 30 * 60 * 1000),
    sessionAbsoluteMs: Number(env.SESSION_ABSOLUTE_MS ?? 12 * 60 * 60 * 1000),
    sessionPoolSize: parsePoolSize(env.SESSION_POOL_SIZE, 10),
    databasePoolSize: parsePoolSize(env.DATABASE_POOL_SIZE, 20),
    gatewayWorkers: parseWorkerCount(env.GATEWAY_WORKERS),
    maxInFlight: parseCount(env.GATEWAY_MAX_IN_FLIGHT, 24, 1, 10_000, 'in-flight limit'),
    sessionCacheSize: parseCacheSize(env.SESSION_CACHE_SIZE, 10_000),
    dashboardReportCacheMs: parseCount(env.DASHBOARD_REPORT_CACHE_MS, 1_000, 0, 60_000, 'DASHBOARD_REPORT_CACHE_MS'),
    sqlStatementCount: parseStatementCount(env.SQL_STATEMENT_COUNT, appEnv),
    seedDemoData: appEnv !== 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'PayDesk <no-reply@paydesk.tw>',
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(REPO_ROOT, '.data', 'uploads')),
    clientIdleMs: Number(env.CLIENT_IDLE_MS ?? 600_000),
    devMailbox: appEnv !== 'production',
    appUrl: parseAppUrl(env.APP_URL, isDevLike, parsePort(env.PORT, 3000)),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    payTypes: parsePayTypes(env),
    log: parseLogSettings(env, appEnv),
    metricsAddress: parseMetricsAddress(env.METRICS_ADDRESS),
  };
}
