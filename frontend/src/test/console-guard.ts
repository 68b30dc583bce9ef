/**
 * A test fails when anything writes to console.error or console.warn: React's act and key warnings, Apollo's
 * "No more mocked responses" (an unmatched mock) and prop warnings all point at a broken test or component, and a
 * passing run full of them hides the one that matters. A test that provokes an error on purpose says so with
 * `expectConsoleError(/pattern/)`; the pattern must then be logged, so a stale opt-in fails too.
 */

type Level = 'error' | 'warn';

interface Expected {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

const LEVELS: Level[] = ['error', 'warn'];
const original: Record<Level, (...args: unknown[]) => void> = {
  error: console.error.bind(console),
  warn: console.warn.bind(console),
};

let expected: Expected[] = [];
let unexpected: string[] = [];

/** The text a console call would print: React passes a format string with %s placeholders and the values. */
function messageOf(args: unknown[]): string {
  const [first, ...rest] = args;
  const text = (value: unknown) => (value instanceof Error ? (value.stack ?? value.message) : String(value));
  if (typeof first !== 'string') return args.map(text).join(' ');
  let index = 0;
  const formatted = first.replace(/%[sdifoOc]/g, () => (index < rest.length ? text(rest[index++]) : ''));
  return [formatted, ...rest.slice(index).map(text)].join(' ');
}

function record(level: Level, args: unknown[]): void {
  const message = messageOf(args);
  const allowance = expected.find((entry) => entry.level === level && entry.pattern.test(message));
  if (allowance) {
    allowance.seen = true;
    return;
  }
  unexpected.push(`console.${level}: ${message}`);
  original[level](...args);
}

/** Allow, in the current test only, console.error calls matching `pattern`; the test fails if none comes. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ level: 'error', pattern, seen: false });
}

/** Allow, in the current test only, console.warn calls matching `pattern`; the test fails if none comes. */
export function expectConsoleWarn(pattern: RegExp): void {
  expected.push({ level: 'warn', pattern, seen: false });
}

/** The failures collected since the last check, emptied so each is reported once. */
function takeFailures(): string[] {
  const failures = [
    ...unexpected,
    ...expected
      .filter((entry) => !entry.seen)
      .map((entry) => `expected a console.${entry.level} matching ${entry.pattern}, none came`),
  ];
  unexpected = [];
  expected = [];
  return failures;
}

function fail(failures: string[], when = 'in this test'): void {
  if (failures.length === 0) return;
  const lines = failures.join('\n\n');
  throw new Error(
    `Console check failed ${when} (fix the cause, or opt in with expectConsoleError/expectConsoleWarn):\n\n${lines}`,
  );
}

/** Installed once per test file by the jest setup. */
export function installConsoleGuard(): void {
  for (const level of LEVELS) {
    console[level] = (...args: unknown[]) => record(level, args);
  }
  beforeEach(() => {
    // Something logged between tests, e.g. while the previous test's tree unmounted, is still reported.
    fail(takeFailures(), 'after the previous test ended');
  });
  afterEach(() => {
    fail(takeFailures());
  });
  afterAll(() => {
    fail(takeFailures(), 'after the last test ended');
  });
}
