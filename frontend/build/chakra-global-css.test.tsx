import fs from 'node:fs';
import path from 'node:path';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { appSystem } from '../src/app/theme';
import { CHAKRA_SYSTEM_MODULE, chakraGlobalCss, withoutRuntimeGlobalStyles } from './chakra-global-css';

/**
 * The CSS text of Emotion's global style tags once ChakraProvider has rendered. Emotion's cache writes rules as text
 * (not speedy) here, so the tags hold exactly what it inserted rather than what jsdom's CSS parser makes of it.
 */
function insertedAtRunTime(value: ReturnType<typeof appSystem>): string {
  const { unmount } = render(
    <CacheProvider value={createCache({ key: 'css', speedy: false })}>
      <ChakraProvider value={value}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  const css = [...document.querySelectorAll('style[data-emotion="css-global"]')].map((tag) => tag.textContent).join('');
  unmount();
  return css;
}

describe('the Chakra global stylesheet of the build', () => {
  it('is exactly what ChakraProvider inserts for the app system: layer order, reset, base and token variables', () => {
    const css = chakraGlobalCss(appSystem());

    expect(css).toBe(insertedAtRunTime(appSystem()));
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    // The app's own tokens and global CSS are in it, not only Chakra's defaults.
    expect(css).toContain('--chakra-colors-primary-solid:var(--chakra-colors-brand-600)');
    expect(css).toContain('font-family:var(--chakra-fonts-body)');
  });

  it('follows the system it is given (another theme, no cascade layers)', () => {
    const plain = createSystem(defaultConfig, { disableLayers: true });

    const css = chakraGlobalCss(plain);

    expect(css).toBe(insertedAtRunTime(plain));
    expect(css).not.toContain('@layer');
    expect(css).not.toBe(chakraGlobalCss(appSystem()));
  });

  it('takes the global styles out of the createSystem the bundle holds, and fails on a Chakra that changed', () => {
    const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json'));
    const file = path.join(chakra, 'dist/esm/styled-system/system.js');
    const code = fs.readFileSync(file, 'utf8');

    const bundled = withoutRuntimeGlobalStyles(code);

    expect(CHAKRA_SYSTEM_MODULE.test(path.resolve(file))).toBe(true);
    expect(bundled).toContain('const _global = [];');
    expect(bundled).not.toContain('getTokenCss()]');
    expect(bundled.length).toBeLessThan(code.length);
    expect(bundled).not.toContain('createPreflight(');
    expect(() => withoutRuntimeGlobalStyles(code.replace('getTokenCss()]', 'getTokenCss(), more()]'))).toThrow(
      /no longer reads/,
    );
    expect(() =>
      withoutRuntimeGlobalStyles(code.replace('createPreflight({ preflight })', 'createPreflight()')),
    ).toThrow(/no longer reads/);
  });
});
