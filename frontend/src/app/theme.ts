import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

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
 * Chakra's default theme without its slot recipes (the styles of multipart components: dialog, menu, table…): the
 * system is in the first-load JS of every page (issue 18 target 3), and a page that renders none of them should not
 * carry them. Each multipart component the app uses comes from its module in src/components/chakra, which adds the
 * component's default slot recipe with addSlotRecipes when its chunk loads; theme.test.ts checks that no source
 * imports one from Chakra directly.
 */
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes: {},
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, baseTheme), config);

type SlotRecipes = NonNullable<NonNullable<typeof system._config.theme>['slotRecipes']>;

/**
 * Adds slot recipes to the one system. Chakra looks a slot recipe up in the system's theme the first time a component
 * renders with it (and keeps the result), so a recipe added by the module the component is imported from, which runs
 * before any render of it, styles it exactly as if the system had been created with it.
 */
export function addSlotRecipes(added: SlotRecipes): void {
  const theme = system._config.theme;
  if (!theme) throw new Error('the system has no theme to add slot recipes to');
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, added);
}
