import { execFileSync } from 'node:child_process';

/**
 * Python's csv module, a CSV reader that respects quoting, as the tests' parser (no CSV package is installed for
 * Node here). Strips a leading BOM and returns every row as its cells' text.
 */
const PARSE = [
  'import csv, io, json, sys',
  "text = sys.stdin.buffer.read().decode('utf-8-sig')",
  "print(json.dumps(list(csv.reader(io.StringIO(text, newline='')))))",
].join('\n');

export function parseCsv(text: string): string[][] {
  return JSON.parse(execFileSync('python3', ['-c', PARSE], { input: text, encoding: 'utf8' })) as string[][];
}

/** Rows as objects keyed by the header row. */
export function csvRecords(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text);
  return { header, rows: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))) };
}
