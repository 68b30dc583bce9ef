/**
 * Local mode's readable lines (LOG_FORMAT=pretty): `14:03:07.412 INFO  message key=value …`, an error's stack below.
 * A few lines of our own instead of pino-pretty and its dependencies.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);

export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}` : '';
  return `${[time, level, entry.msg ?? '', ...fields].join(' ')}${stack}\n`;
}
