/**
 * Keeps the docs honest: every repository path a doc names in backticks, and every relative link, must exist.
 * Files move often; a doc that points at a file that is gone sends the next reader on a search.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

/** Folders no doc path should be checked inside: installed packages, build output, local data. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.data', 'coverage', 'screenshots']);

/** Paths that exist only after a build, a start or a test run; a doc may name them. */
const GENERATED = [
  'shared/dist',
  'gateway/dist',
  'frontend/dist',
  '.data',
  'frontend/e2e/screenshots',
  'dist',
  'assets',
];

/** File names docs use as examples or that belong to a dependency, not to this repository. */
const NOT_OURS = new Set(['page.html', 'system.js']);

/** A backticked word is a file name when it ends like one of these. */
const FILE_ENDINGS = /(^|\/)[^/.][^/]*\.(ts|tsx|mts|mjs|cjs|js|json|graphql|md|yml|yaml|sql|sh|html|css)$/;

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    into.push(relative(root, path).split('\\').join('/'));
    if (entry.isDirectory()) walk(path, into);
  }
}

const repoPaths: string[] = [];
walk(root, repoPaths);
const pathSet = new Set(repoPaths);
const topLevel = new Set(repoPaths.filter((p) => !p.includes('/')));
const dirNames = new Set(
  repoPaths.flatMap((p) => p.split('/').slice(0, -1)), // every folder name on some path
);

function docFiles(): string[] {
  const docs: string[] = [];
  walk(join(root, 'docs'), docs);
  return ['README.md', 'CONTRIBUTING.md', ...docs.filter((p) => p.endsWith('.md'))];
}

/** `<x>`, `*` and `**` stand for any name; everything else is literal. */
function patternOf(path: string): RegExp {
  const source = path
    .split(/(<[^>]+>|\*\*|\*)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*' || /^<[^>]+>$/.test(part)) return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(source);
}

/** Whether a path named in a doc exists: from the root when it starts with a top-level name, else as a tail. */
function exists(path: string): boolean {
  const fromRoot = topLevel.has(path.split('/')[0]) || path.startsWith('.ci/');
  if (!/[<*]/.test(path)) {
    if (fromRoot) return pathSet.has(path);
    return pathSet.has(path) || repoPaths.some((p) => p.endsWith(`/${path}`));
  }
  const pattern = patternOf(path);
  const whole = new RegExp(fromRoot ? `^${pattern.source}$` : `(^|/)${pattern.source}$`);
  return repoPaths.some((p) => whole.test(p));
}

/** Turns a backticked word into a repository path, or null when it is not one (a URL, a command, an identifier). */
function pathIn(word: string): string | null {
  let path = word.replace(/[,;:.)]+$/, '').replace(/#.*$/, '');
  path = path.replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
  if (!path || /^[/@~$-]|:\/\/|\.\.\.|…|^\.\.?\//.test(path)) return null;
  if (NOT_OURS.has(path) || GENERATED.some((g) => path === g || path.startsWith(`${g}/`))) return null;
  if (/[{}()=&|"'\\]/.test(path)) return null;
  if (FILE_ENDINGS.test(path)) return path;
  if (!path.includes('/')) return null;
  const first = path.split('/')[0];
  return topLevel.has(first) || first === '.ci' || dirNames.has(first) ? path : null;
}

interface Miss {
  where: string;
  path: string;
}

function missesIn(file: string): Miss[] {
  const misses: Miss[] = [];
  let fenced = false;
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trimStart().startsWith('```')) {
        fenced = !fenced;
        return;
      }
      if (fenced) return;
      const where = `${file}:${index + 1}`;
      for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
        for (const word of span.split(/\s+/)) {
          const path = pathIn(word);
          if (path && !exists(path)) misses.push({ where, path });
        }
      }
      const outside = line.replace(/`[^`]*`/g, '');
      for (const [, target] of outside.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^#/.test(target)) continue;
        const linked = posix.normalize(posix.join(dirname(file), target.replace(/#.*$/, ''))).replace(/\/$/, '');
        if (linked.startsWith('..')) continue; // outside the repository (the spec beside it)
        if (!pathSet.has(linked)) misses.push({ where, path: linked });
      }
    });
  return misses;
}

describe('docs name only paths that exist', () => {
  it('finds the docs', () => {
    expect(docFiles()).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md']));
  });

  it('every backticked repository path and every relative link exists', () => {
    const misses = docFiles().flatMap(missesIn);
    expect(misses.map((m) => `${m.where} ${m.path}`)).toEqual([]);
  });

  it('reads placeholders and tails as patterns', () => {
    expect(exists('gateway/src/modules/<domain>/module.ts')).toBe(true);
    expect(exists('frontend/src/graphql/documents/*.ts')).toBe(true);
    expect(exists('core/auth/access.ts')).toBe(true);
    expect(exists('gateway/src/modules/no-such-module/module.ts')).toBe(false);
    expect(pathIn('/auth/merchant/*')).toBeNull();
    expect(pathIn('ownerId/sellerId')).toBeNull();
  });
});
