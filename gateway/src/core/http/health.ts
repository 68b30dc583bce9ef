import type { RequestHandler } from 'express';

/** What one readiness check found: `ok`, or `fail` with a short reason an operator can act on. */
export interface CheckResult {
  status: 'ok' | 'fail';
  detail?: string;
}

export type ReadinessCheck = () => Promise<CheckResult>;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: Record<string, CheckResult>;
}

/** A check that has not answered by then counts as failed: a probe must not hang on a pool that cannot connect. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'fail', detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }),
      CHECK_TIMEOUT_MS,
    );
  });
  const answer = check().catch((error: unknown): CheckResult => ({
    status: 'fail',
    detail: error instanceof Error ? error.message : String(error),
  }));
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The gateway's readiness: named checks (database, migrations, job workers) plus whether it is draining. Whoever
 * starts a part registers its check; shutdown calls `drain()` first, so a balancer stops sending before pools close.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private draining = false;

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  drain(): void {
    this.draining = true;
  }

  async report(): Promise<HealthReport> {
    const entries = [...this.checks.entries()];
    const results = await Promise.all(entries.map(([, check]) => withinTimeout(check)));
    const checks: Record<string, CheckResult> = {
      shutdown: this.draining ? { status: 'fail', detail: 'draining' } : { status: 'ok' },
    };
    entries.forEach(([name], i) => (checks[name] = results[i]));
    const ready = Object.values(checks).every((c) => c.status === 'ok');
    return { status: ready ? 'ok' : 'unavailable', checks };
  }
}

/**
 * `/healthz` (the process answers) and `/readyz` (it can serve: 503 otherwise), for load balancers, container
 * health checks and supervisors, at the root and under the base path. Mounted before sessions, CSRF and the
 * admission line: a probe costs no session read, needs no token, never waits behind user requests, and is never
 * answered by the SPA's page.
 */
export function healthRoutes(readiness: Readiness, basePath: string): RequestHandler {
  const strip = (path: string) => (basePath && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = strip(req.path);
    if (path === '/healthz') {
      res.setHeader('Cache-Control', 'no-store');
      return void res.json({ status: 'ok', checks: { process: { status: 'ok' } } });
    }
    if (path !== '/readyz') return next();
    readiness
      .report()
      .then((report) => {
        res.setHeader('Cache-Control', 'no-store');
        res.status(report.status === 'ok' ? 200 : 503).json(report);
      })
      .catch(next);
  };
}
