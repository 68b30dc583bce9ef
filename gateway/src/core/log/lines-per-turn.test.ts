import { linesPerTurn } from './logger';

/** stdout's writer: one write per turn of the event loop with that turn's lines, and whatever is left at exit. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it("writes a turn's lines together, in order, once the turn is over", async () => {
  const writes: string[] = [];
  const out = linesPerTurn({ write: (text) => writes.push(text) }, () => undefined);
  out.write('a\n');
  out.write('b\n');
  expect(writes).toEqual([]);
  await nextTurn();
  expect(writes).toEqual(['a\nb\n']);
  out.write('c\n');
  await nextTurn();
  expect(writes).toEqual(['a\nb\n', 'c\n']);
});

it('writes the lines still waiting when the process exits, and hooks the exit once, on the first line', () => {
  const writes: string[] = [];
  const hooks: Array<() => void> = [];
  const out = linesPerTurn({ write: (text) => writes.push(text) }, (flush) => hooks.push(flush));
  expect(hooks).toHaveLength(0);
  out.write('last words\n');
  out.write('really\n');
  expect(hooks).toHaveLength(1);
  hooks[0]!();
  expect(writes).toEqual(['last words\nreally\n']);
});
