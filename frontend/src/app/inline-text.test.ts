import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** DESIGN: the zh-TW words live in each feature's `text.ts`; code holds none (comments aside). */
const SRC = join(__dirname, '..');
// Han characters only: full-width punctuation joining values (、 （） ：) is layout, not words to move.
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Text modules, generated code, test data and fixtures: where the words are meant to be. */
const TEXT_HOMES: readonly RegExp[] = [
  /(^|\/)([\w-]+-)?text\.ts$/,
  /^graphql\//,
  /^test\//,
  /\.(fixtures|mock)\.ts$/,
  /-fixtures\.ts$/,
];

/**
 * What paints first keeps its words inline: a text module would add a chunk or bytes to the routes' first-load
 * budgets (build/budget.mjs), which have no room left (measured: moving the error screens' and HTTP messages'
 * words out put all three budgeted routes over). The route table's titles (app/paths.ts) are in the same shell.
 */
const FIRST_PAINT: readonly string[] = [
  'app/NotFoundPage.tsx',
  'app/RouteError.tsx',
  'app/paths.ts',
  'lib/http-errors.ts',
  'components/Logo.tsx',
  'components/PageSpinner.tsx',
  'components/ProgressBar.tsx',
  'components/SandboxBanner.tsx',
  'features/home/menu.ts',
  'features/home/components/FloatingButtons.tsx',
  'features/home/components/HomeFooter.tsx',
  'features/home/components/HomeHeader.tsx',
  'features/home/components/MobileDrawer.tsx',
  'features/home/components/MobileMenuButton.tsx',
];

const ALLOWED = new Set(FIRST_PAINT);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The lines of a file whose string literals, template parts or JSX text hold CJK characters. */
function inlineTextLines(path: string): number[] {
  const code = readFileSync(path, 'utf8');
  if (!CJK.test(code)) return [];
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node)
        ? node.text
        : '';
    if (CJK.test(text)) lines.add(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
    node.forEachChild(visit);
  };
  visit(file);
  return [...lines];
}

it('keeps zh-TW text out of code: every word lives in a text module', () => {
  const found = sourceFiles(SRC).flatMap((path) => {
    const name = relative(SRC, path).split(sep).join('/');
    if (TEXT_HOMES.some((home) => home.test(name)) || ALLOWED.has(name)) return [];
    return inlineTextLines(path).map((line) => `${name}:${line}`);
  });
  expect(found).toEqual([]);
});

it('lists only files that still hold inline text', () => {
  const stale = FIRST_PAINT.filter((name) => inlineTextLines(join(SRC, name)).length === 0);
  expect(stale).toEqual([]);
});
