import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type { SHELL_RECIPES } from './shell-recipes';

const FONT_STACK = '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif';

/** Chakra colorPalette slots for a palette, so `colorPalette="primary"` works on any component. */
function palette(name: string) {
  return {
    solid: { value: `{colors.${name}.600}` },
    contrast: { value: 'white' },
    fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
    muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
    subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
    emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
    focusRing: { value: `{colors.${name}.500}` },
  };
}

const config = defineConfig({
  theme: {
    // SPEC §9 breakpoints (xs 340, sm 540, md 800, lg 1280); xl/2xl stay above lg.
    breakpoints: { xs: '21.25em', sm: '33.75em', md: '50em', lg: '80em', xl: '90em', '2xl': '120em' },
    tokens: {
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
      colors: {
        brand: {
          50: { value: '#eaf4ff' },
          100: { value: '#cfe5ff' },
          200: { value: '#a3ceff' },
          300: { value: '#6cb0fb' },
          400: { value: '#3b8ff0' },
          500: { value: '#1d72dc' },
          600: { value: '#125cbc' },
          700: { value: '#104a96' },
          800: { value: '#123f7a' },
          900: { value: '#132f58' },
          950: { value: '#0c1d38' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Named after SPEC §3 status colours: primary (brand; shop 2/3/7), accent (pending 9/91),
        // success (1), error (92/8). Status badges read these tokens only.
        primary: palette('brand'),
        accent: palette('orange'),
        success: palette('green'),
        error: palette('red'),
        neutral: palette('gray'),
        sandbox: {
          banner: { value: '{colors.orange.500}' },
          bg: { value: { _light: '#fff8ec', _dark: '{colors.orange.950}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body' },
  },
});

/**
 * Chakra's colour palettes no screen uses, left out of the system: its token dictionary is most of the work of
 * making the system at every page's start-up, and each palette is 18 tokens and CSS variables of the global
 * stylesheet. theme.test.ts fails if a source names one.
 */
export const PALETTES_LEFT_OUT: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

function withoutPalettesLeftOut<Group extends Record<string, unknown>>(group: Group): Group {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !PALETTES_LEFT_OUT.includes(name))) as Group;
}

/** The plain recipes of app/shell-recipes.ts, Chakra's defaults. */
const shellRecipes: Record<(typeof SHELL_RECIPES)[number], object> = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

/**
 * Chakra's default theme with only the recipes of app/shell-recipes.ts: the system is in the first-load JS of every
 * page, and a page that renders no dialog, table or input should not carry their styles. Every
 * other Chakra component the app uses comes from its module in src/components/chakra, which adds the component's
 * default recipes with addRecipes when its chunk loads; theme.test.ts checks that no source imports one from Chakra
 * directly.
 */
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettesLeftOut(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutPalettesLeftOut(semanticTokens.colors) },
    recipes: shellRecipes,
    slotRecipes: {},
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: SystemContext | null = null;

/**
 * The app's one Chakra system, made on its first use rather than as this module is evaluated: building it (mostly
 * the token dictionary) is the largest part of the entry's start-up, and the entry (main.tsx) makes it in a task of
 * its own, so neither is one long task on a phone's CPU.
 */
export function appSystem(): SystemContext {
  // One merge of the three configs (createSystem merges what it is given; a merged base would be cloned twice).
  system ??= createSystem(defaultBaseConfig, baseTheme, config);
  return system;
}

type Theme = NonNullable<SystemContext['_config']['theme']>;

/**
 * Adds recipes to the one system. Chakra looks a recipe up in the system's theme the first time a component renders
 * with it (and keeps the result), so a recipe added by the module the component is imported from, which runs before
 * any render of it, styles it exactly as if the system had been created with it.
 */
export function addRecipes(added: { recipes?: Theme['recipes']; slotRecipes?: Theme['slotRecipes'] }): void {
  const theme = appSystem()._config.theme;
  if (!theme) throw new Error('the system has no theme to add recipes to');
  theme.recipes = Object.assign(theme.recipes ?? {}, added.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, added.slotRecipes);
}
