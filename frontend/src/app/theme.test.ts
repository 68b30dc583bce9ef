import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { USED_SLOT_RECIPES, system } from './theme';

/** Every named import from '@chakra-ui/react' in the sources (tests included). */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
          for (const spec of (match[1] ?? '').split(',')) {
            const name = spec
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]
              ?.trim();
            if (name) names.add(name);
          }
        }
      }
    }
  };
  walk(path.join(__dirname, '..'));
  return names;
}

describe('the trimmed Chakra system', () => {
  it('has the slot recipe of every multipart component the app imports', () => {
    const defaults = Object.keys(defaultConfig.theme?.slotRecipes ?? {});
    const used = [...chakraImports()]
      .map((name) => (name === 'Toaster' ? 'toast' : name.charAt(0).toLowerCase() + name.slice(1)))
      .filter((key) => defaults.includes(key));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !(key in USED_SLOT_RECIPES))).toEqual([]);
    for (const key of used) expect(system.getSlotRecipe(key)).toBeDefined();
  });

  it('keeps every plain recipe and the default tokens', () => {
    for (const key of Object.keys(defaultConfig.theme?.recipes ?? {})) expect(system.getRecipe(key)).toBeDefined();
    expect(system.token('colors.gray.500')).toBe('#71717a');
    expect(system.token('colors.brand.600')).toBe('#125cbc');
  });
});
