import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHintOf, eagerCompileEntry } from './compile-hints';

/** The plugin's outputOptions hook, as the bundler calls it. */
function outputOptionsOf(options: Rolldown.OutputOptions): Rolldown.OutputOptions {
  const hook = eagerCompileEntry().outputOptions;
  if (typeof hook !== 'function') throw new Error('eagerCompileEntry has no outputOptions hook');
  return hook.call({} as never, options) as Rolldown.OutputOptions;
}

describe('eager compilation of the entry', () => {
  it("starts the entry chunk with V8's compile hint and leaves the lazy chunks alone", () => {
    const { postBanner } = outputOptionsOf({ format: 'es' });

    expect(typeof postBanner).toBe('function');
    const banner = postBanner as (chunk: { isEntry: boolean }) => string;
    expect(banner({ isEntry: true })).toBe('//# allFunctionsCalledOnLoad');
    expect(banner({ isEntry: false })).toBe('');
    expect(compileHintOf({ isEntry: true })).toBe(COMPILE_HINT);
  });

  it('refuses to replace a post-banner the build already has', () => {
    expect(() => outputOptionsOf({ postBanner: '/* licence */' })).toThrow(/already has a postBanner/);
  });
});
