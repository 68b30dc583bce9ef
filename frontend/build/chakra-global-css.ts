import createCache, { type EmotionCache } from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';

/**
 * The global styles of a Chakra system (the cascade layer order, then preflight, global CSS and the token variables),
 * as the CSS text Emotion's <Global> inserts for them when ChakraProvider renders: the same serializer and the same
 * stylis pipeline (the cache's), collected instead of inserted into the page.
 */
export function chakraGlobalCss(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  const rules: string[] = [];
  // In a browser (jsdom) the cache hands each rule to the sheet it is given; in Node it returns them.
  const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as EmotionCache['sheet'];
  const globals = system._config.disableLayers ? [system._global] : [system.layers.atRule, system._global];
  for (const styles of globals) {
    const returned = cache.insert('', serializeStyles([styles]), sheet, false);
    if (typeof returned === 'string') rules.push(returned);
  }
  return rules.join('');
}

/** Chakra's createSystem, which builds the global styles as the system is made (entry code of every page). */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const RUNTIME_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
/** The one use of Chakra's reset rules (preflight.js), which only the global styles hold. */
const RUNTIME_PREFLIGHT = 'const result = createPreflight({ preflight });';

/**
 * Chakra's createSystem without its global styles (ChakraProvider's <Global> then inserts nothing): the build serves
 * them as a stylesheet. Its reset rules go too (nothing else reads them; the bundle then leaves their module out), so
 * `getPreflightCss` throws in the bundle. Throws when Chakra's code no longer has either line, so an upgrade cannot
 * drop them unnoticed.
 */
export function withoutRuntimeGlobalStyles(code: string): string {
  for (const line of [RUNTIME_GLOBAL, RUNTIME_PREFLIGHT]) {
    if (!code.includes(line)) throw new Error(`Chakra's createSystem no longer reads "${line}"`);
  }
  return code
    .replace(RUNTIME_GLOBAL, 'const _global = [];')
    .replace(RUNTIME_PREFLIGHT, "throw new Error('Chakra\\'s reset rules are the build\\'s global stylesheet');");
}
