/**
 * The plain recipes the system starts with (app/theme.ts): those of the components the entry and the public pages
 * render before their first paint. Any other Chakra recipe comes with its component from src/components/chakra, and
 * build/chunk-groups.ts keeps only these recipe modules in the entry's chunk.
 */
export const SHELL_RECIPES = [
  'badge',
  'button',
  'container',
  'heading',
  'icon',
  'link',
  'skeleton',
  'spinner',
] as const;
