import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of a file that starts with it is compiled while the
 * file streams in, on a background thread, instead of being pre-parsed then parsed and compiled again on the main
 * thread the first time it is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The line a chunk starts with: the hint for the entry, nothing for the others. */
export function compileHintOf(chunk: { isEntry: boolean }): string {
  return chunk.isEntry ? COMPILE_HINT : '';
}

/**
 * Marks the entry chunk for eager compilation: almost all of it (React, the router, Chakra's runtime, the app shell)
 * runs before the first paint, and compiling it lazily on the phone profile's slowed main thread cost about 0.1 s of
 * the first load. Lazy chunks are left alone: much of their code runs later or not at all. The
 * hint must be the file's first line, so it goes in as a post-banner: after minification, which drops comments.
 */
export function eagerCompileEntry(): Plugin {
  return {
    name: 'paydesk-eager-compile-entry',
    apply: 'build',
    outputOptions(options) {
      if (options.postBanner) throw new Error('eagerCompileEntry: the build already has a postBanner');
      return { ...options, postBanner: compileHintOf };
    },
  };
}
