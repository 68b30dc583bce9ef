import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { SHELL_RECIPES } from './shell-recipes';
import { appSystem, PALETTES_LEFT_OUT } from './theme';

const SOURCES = path.join(__dirname, '..');
const CHAKRA_PARTS = path.join(SOURCES, 'components', 'chakra');
const DEFAULT_SLOT_RECIPES = defaultConfig.theme?.slotRecipes ?? {};
const DEFAULT_RECIPES = defaultConfig.theme?.recipes ?? {};

/** The recipe key of a Chakra export: `DataList` -> `dataList`; the toaster renders with the toast recipe. */
const recipeKeyOf = (name: string) => (name === 'Toaster' ? 'toast' : name.charAt(0).toLowerCase() + name.slice(1));

/** Every source file (tests included) with the names it imports from '@chakra-ui/react' (type-only ones left out). */
function chakraImports(): { file: string; names: string[] }[] {
  const found: { file: string; names: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
          const names = (match[1] ?? '')
            .split(',')
            .map((spec) => spec.trim())
            .filter((spec) => spec && !spec.startsWith('type '))
            .map((spec) => spec.split(/\s+as\s+/)[0]?.trim() ?? '');
          found.push({ file: path.relative(SOURCES, file), names });
        }
      }
    }
  };
  walk(SOURCES);
  return found;
}

/** The recipe a component of that key renders with, by default, and in the system now. */
const recipesOf = (key: string) =>
  key in DEFAULT_SLOT_RECIPES
    ? { expected: DEFAULT_SLOT_RECIPES[key], actual: appSystem().getSlotRecipe(key) }
    : { expected: DEFAULT_RECIPES[key], actual: appSystem().getRecipe(key) };

describe('the Chakra system and its recipes', () => {
  it("starts with the shell's plain recipes, Chakra's defaults, and no slot recipe: the entry carries no other", () => {
    expect(Object.keys(appSystem()._config.theme?.recipes ?? {}).sort()).toEqual([...SHELL_RECIPES].sort());
    for (const key of SHELL_RECIPES) expect(appSystem().getRecipe(key)).toEqual(DEFAULT_RECIPES[key]);
    expect(Object.keys(appSystem()._config.theme?.slotRecipes ?? {})).toEqual([]);
  });

  it('gets every component with another recipe from its module in components/chakra, never from Chakra directly', () => {
    const shell = new Set<string>(SHELL_RECIPES);
    const withItsOwnRecipe = (name: string) => {
      const key = recipeKeyOf(name);
      return (key in DEFAULT_SLOT_RECIPES || key in DEFAULT_RECIPES) && !shell.has(key);
    };
    const direct = chakraImports()
      .filter(({ file }) => !file.startsWith(`components${path.sep}chakra${path.sep}`))
      .flatMap(({ file, names }) => names.filter(withItsOwnRecipe).map((name) => `${file}: ${name}`));
    expect(direct).toEqual([]);
  });

  it("adds each component's default recipe when its module loads, so it is styled as with the full theme", async () => {
    const modules = fs.readdirSync(CHAKRA_PARTS).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(modules.length).toBeGreaterThan(10);
    for (const file of modules) {
      const exported = Object.keys((await import(path.join(CHAKRA_PARTS, file))) as object);
      expect(exported.length).toBeGreaterThan(0);
      for (const name of exported) {
        const { expected, actual } = recipesOf(recipeKeyOf(name));
        expect(expected).toBeDefined();
        expect(actual).toEqual(expected);
      }
    }
    // The marks the checkbox's and the radio group's indicators render with come with them.
    for (const key of ['checkmark', 'radiomark']) expect(appSystem().getRecipe(key)).toEqual(DEFAULT_RECIPES[key]);
  });

  it('keeps the default tokens', () => {
    expect(appSystem().token('colors.gray.500')).toBe('#71717a');
    expect(appSystem().token('colors.brand.600')).toBe('#125cbc');
    for (const used of ['gray', 'red', 'orange', 'green', 'blue']) {
      expect(appSystem().token(`colors.${used}.500`)).toMatch(/^#/);
      expect(appSystem().token(`colors.${used}.solid`)).toBe(`var(--chakra-colors-${used}-solid)`);
    }
  });

  it('leaves out only palettes that neither a source nor a recipe the app adds names', async () => {
    for (const left of PALETTES_LEFT_OUT) expect(appSystem().token(`colors.${left}.500`)).toBeUndefined();
    const word = new RegExp(`\\b(${PALETTES_LEFT_OUT.join('|')})\\b`);
    const naming: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'theme.ts') {
          if (word.test(fs.readFileSync(file, 'utf8'))) naming.push(path.relative(SOURCES, file));
        }
      }
    };
    walk(SOURCES);
    expect(naming).toEqual([]);
    // Every component module has added its recipes by now (they load in the test above, or here).
    for (const file of fs.readdirSync(CHAKRA_PARTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      await import(path.join(CHAKRA_PARTS, file));
    }
    const theme = appSystem()._config.theme;
    expect(JSON.stringify([theme?.recipes, theme?.slotRecipes])).not.toMatch(word);
  });
});
