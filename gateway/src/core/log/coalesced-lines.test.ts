import { coalescedLines } from './logger';

/** stdout's writer: one write for the lines of a few milliseconds, and whatever is left at exit. */
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('writes the lines of a few milliseconds together, in order', async () => {
  const writes: string[] = [];
  const out = coalescedLines({ write: (text) => writes.push(text) }, () => undefined);
  out.write('a\n');
  await later(1);
  out.write('b\n');
  expect(writes).toEqual([]);
  await later(30);
  expect(writes).toEqual(['a\nb\n']);
  out.write('c\n');
  await later(30);
  expect(writes).toEqual(['a\nb\n', 'c\n']);
});

it('writes the lines still waiting when the process exits, and hooks the exit once, on the first line', async () => {
  const writes: string[] = [];
  const hooks: Array<() => void> = [];
  const out = coalescedLines({ write: (text) => writes.push(text) }, (flush) => hooks.push(flush));
  expect(hooks).toHaveLength(0);
  out.write('last words\n');
  out.write('really\n');
  expect(hooks).toHaveLength(1);
  hooks[0]!();
  expect(writes).toEqual(['last words\nreally\n']);
  // Written once: the timer that was waiting finds nothing left.
  await later(30);
  expect(writes).toEqual(['last words\nreally\n']);
});
