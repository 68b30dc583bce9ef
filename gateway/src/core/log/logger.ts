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

/**
 * stdout, written synchronously with the lines of the last few milliseconds, and at exit: a line logged just before
 * the process exits is not lost, and a busy gateway makes one write for many requests (a write per line took a tenth
 * of a request's time, one per turn of the event loop still a thirtieth).
 */
const stdout = coalescedLines(pino.destination({ dest: 1, sync: true }));

/** Lines are held this long at most before they are written. */
const COALESCE_MS = 10;

/** `sink` written at most every COALESCE_MS with the lines since, and by `atExit`'s hook (process exit). */
export function coalescedLines(
  sink: LogDestination,
  atExit: (flush: () => void) => void = (flush) => process.on('exit', flush),
): LogDestination {
  let pending = '';
  let timer: NodeJS.Timeout | null = null;
  let hooked = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const text = pending;
    pending = '';
    sink.write(text);
  };
  return {
    write(line: string) {
      pending += line;
      // Hooked on the first line, so a process (or a test run) that writes none adds no exit listener.
      if (!hooked) {
        hooked = true;
        atExit(flush);
      }
      // Unref'd: waiting lines never keep a process from ending (the exit hook writes them).
      timer ??= setTimeout(flush, COALESCE_MS).unref();
    },
  };
}

/** The request line's fields (core/http/request-log.ts): fixed keys, values of a request's own words. */
export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  operation: string | undefined;
  status: number;
  durationMs: number;
  aborted: true | undefined;
}

interface Built {
  logger: Logger;
  /** The last steps of every line: masking, then the format, then the destination. */
  emit: (line: string) => void;
  /** The format and the destination, for a line whose parts were masked as it was built. */
  emitMasked: (line: string) => void;
}

function build(settings: LogSettings, destination: LogDestination): Built {
  const format = settings.format === 'pretty' ? prettyLine : (line: string) => line;
  const emitMasked = (line: string) => destination.write(format(line));
  const emit = (line: string) => emitMasked(maskSecrets(line));
  const logger = pino(
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
    { write: emit },
  );
  return { logger, emit, emitMasked };
}

let current = build(initialLogSettings(), stdout);

/** Sets the level and format from the configuration (main.ts), or a destination to capture (tests). */
export function configureLogging(settings: LogSettings, destination: LogDestination = stdout): void {
  current = build(settings, destination);
}

const forward =
  (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'): LogFn =>
  (...args: Parameters<LogFn>) =>
    (current.logger[level] as (...a: unknown[]) => void)(...args);

const LEVEL_NUMBERS = { info: 30, warn: 40 } as const;

/** A field of the request line as JSON text, masked (maskSecrets) as the whole line would be. */
const maskedJson = (value: string | number): string => maskSecrets(JSON.stringify(value));

/**
 * One request's line, as pino writes it (level, time, pid, the fields, msg "request") but without pino's redaction:
 * its keys are fixed and none names a secret, and matching the redaction's dozens of paths against every request's
 * line was a twentieth of a request's time. Nothing is built when the level leaves the line out (ADR 0057).
 *
 * Masked field by field, not as a whole line: what masking can change (an email address, a run of 13-19 digits or
 * of digit groups) never spans a `"`, `:` or `,`, so each field's JSON text masks exactly as it would inside the line,
 * and the parts this code writes (level, ISO time, pid, a three-digit status, msg) hold no such run. Scanning the
 * fields alone is a fraction of the work of scanning the whole line.
 */
export function logRequest(level: 'info' | 'warn', fields: RequestLine): void {
  const { logger, emitMasked } = current;
  if (!logger.isLevelEnabled(level)) return;
  const { requestId, method, path, operation, status, durationMs, aborted } = fields;
  emitMasked(
    `{"level":${LEVEL_NUMBERS[level]},"time":"${new Date().toISOString()}","pid":${process.pid},` +
      `"requestId":${maskedJson(requestId)},"method":${maskedJson(method)},"path":${maskedJson(path)}` +
      (operation === undefined ? '' : `,"operation":${maskedJson(operation)}`) +
      `,"status":${JSON.stringify(status)},"durationMs":${maskedJson(durationMs)}` +
      (aborted === undefined ? '' : ',"aborted":true') +
      ',"msg":"request"}\n',
  );
}

/** Whether a line of this level is written at all (so a caller can skip building it). */
export const logsAt = (level: 'info' | 'warn'): boolean => current.logger.isLevelEnabled(level);

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
