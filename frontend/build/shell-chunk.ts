import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The file names (without .js) of Chakra's slot recipes, as its own list of them imports them. */
function chakraSlotRecipeFiles(): string[] {
  const chakra = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
  const list = fs.readFileSync(path.join(chakra, 'dist/esm/theme/slot-recipes.js'), 'utf8');
  const files = [...list.matchAll(/from '\.\/recipes\/([\w-]+)\.js'/g)].map((match) => match[1] ?? '');
  if (files.length < 20) throw new Error(`shell-chunk: expected Chakra's slot recipe list in ${list.slice(0, 200)}`);
  return files;
}

/**
 * Slot recipes, and the anatomies they name, load with the components that render them (src/components/chakra): the
 * theme barrel the entry imports re-exports them, which alone would tag them as the entry's.
 */
function ridesWithItsComponent(): RegExp {
  const recipes = chakraSlotRecipeFiles().join('|');
  return new RegExp(
    `@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]theme[\\\\/]recipes[\\\\/](${recipes})\\.js$|anatomy`,
  );
}

/**
 * Everything the entry imports statically in one chunk: every page needs all of it before its first paint, and one
 * file compresses ~4 kB smaller than the dozen small shared chunks automatic splitting made of it. It also keeps
 * Apollo's React context (src/app/deferred-apollo.tsx) apart from the hooks' shared chunk (rxjs and more), which stays
 * behind the Apollo runtime.
 */
export function shellChunkGroup() {
  const elsewhere = ridesWithItsComponent();
  return {
    name: 'shell',
    tags: ['$initial' as const],
    test: (id: string) => !elsewhere.test(id),
    includeDependenciesRecursively: false,
  };
}
