/**
 * Tells a lost or refused database connection from every other failure, so the gateway can answer 503
 * ("try again shortly") while PostgreSQL restarts, instead of a 500 or a crash.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|Timeout acquiring a connection|terminating connection|database system is (starting up|shutting down)|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown; originalError?: unknown }).cause ?? (e as { originalError?: unknown }).originalError,
      depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * Data errors PostgreSQL raises for input that no validator caught (too long for its column, not a number,
 * out of range, an invalid date). The transaction was rolled back, so nothing changed: it is the caller's
 * input, answered 400 rather than 500. Validators should catch these first; this is the net under them.
 */
const BAD_INPUT_CODES = new Set(['22001', '22003', '22007', '22008', '22P02', '22021', '22P05', '54000']);

export function isBadInputForDatabase(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown; originalError?: unknown }).cause ?? (e as { originalError?: unknown }).originalError,
      depth++
  ) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && BAD_INPUT_CODES.has(code)) return true;
  }
  return false;
}
