import fs from 'node:fs';
import path from 'node:path';

// A component file past this many lines does several things: split it into sub-components or hooks.
const MAX_LINES = 250;
const SOURCES = path.join(__dirname, '..');

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

/** Lines as `wc -l` counts them: a last line without its newline still counts. */
function lineCount(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  if (!text) return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('component file sizes', () => {
  it(`keeps every component under src at ${MAX_LINES} lines or fewer`, () => {
    const files = componentFiles(SOURCES);
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => ({ file: path.relative(SOURCES, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(over).toEqual([]);
  });
});
