import pino, { type LogFn, type Logger } from 'pino';
import { initialLogSettings, type LogSettings } from '../../config/config';
import { maskSecrets } from './mask';
import { currentRequestId } from './request-context';
import { prettyLine } from './pretty';

/** Where log lines go: stdout, or what a test captures. */
export interface LogDestination {
  write(line: string): void;
}

/** Keys whose values never reach a log line, at the top of a logged object or two levels down. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'sessionSecret',
  'authorization',
  'cookie',
  'set-cookie',
  'x-csrf-token',
  'captcha',
  'cardNumber',
  'card_number',
  'cvv',
  'cvc',
  'securityCode',
  'idNumber',
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? '' : '.';
  return [k, `*${dot}${k}`, `*.*${dot}${k}`];
});

/** stdout, written synchronously: a line logged just before the process exits is not lost. */
const stdout = pino.destination({ dest: 1, sync: true });

function build(settings: LogSettings, destination: LogDestination): Logger {
  const format = settings.format === 'pretty' ? prettyLine : (line: string) => line;
  return pino(
    {
      level: settings.level,
      base: { pid: process.pid },
      // ISO time, not epoch milliseconds: a 13-digit number would look like a card number to the masking below.
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Every line written while serving a request says which one.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    { write: (line: string) => destination.write(format(maskSecrets(line))) },
  );
}

let current = build(initialLogSettings(), stdout);

/** Sets the level and format from the configuration (main.ts), or a destination to capture (tests). */
export function configureLogging(settings: LogSettings, destination: LogDestination = stdout): void {
  current = build(settings, destination);
}

const forward =
  (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'): LogFn =>
  (...args: Parameters<LogFn>) =>
    (current[level] as (...a: unknown[]) => void)(...args);

/**
 * The gateway's logger (pino): JSON lines on stdout, `log.info({ key: value }, 'message')`; an error goes under
 * `err`. Secrets are removed by key and masked in any text (mask.ts).
 */
export const log = {
  fatal: forward('fatal'),
  error: forward('error'),
  warn: forward('warn'),
  info: forward('info'),
  debug: forward('debug'),
  trace: forward('trace'),
};
