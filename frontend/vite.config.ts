import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './build/precompress';
import { chunkGroups } from './build/chunk-groups';
import { chakraGlobalStylesheet } from './build/chakra-global-stylesheet';
import { eagerCompileEntry } from './build/compile-hints';

const gateway = process.env.PAYDESK_GATEWAY_URL ?? 'http://localhost:3000';

/** The entry's chunk (index.html's script): Vite names it after the page. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/** The entry and the bundler's runtime, its one static import: loaded before any other chunk runs. */
const LOADED_FIRST = /^assets\/(index|rolldown-runtime)-[\w-]+\.js$/;

/**
 * React Router's package resolves to its development build, whose dev warnings a minifier cannot drop; the build
 * bundles its production one (same code, warnings off).
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

// base './' keeps asset URLs relative: the gateway serves the build under '' or '/slave'
// and injects <base href> plus the csrf/env/base-path metas into <!--paydesk-meta-->.
// The SSR build (build/prerender.mjs) is Node code run once at build time: only React's plugin and the aliases.
export default defineConfig(({ command, isSsrBuild }) => ({
  base: './',
  plugins: isSsrBuild ? [react()] : [react(), chakraGlobalStylesheet(), eagerCompileEntry(), precompressAssets()],
  // The shared package is bundled from its TypeScript sources (its dist/ is CommonJS for the gateway).
  resolve: {
    alias: [
      { find: /^@paydesk\/shared\/(.*)$/, replacement: fileURLToPath(new URL('../shared/src/$1.ts', import.meta.url)) },
      ...(command === 'build' ? [REACT_ROUTER_PRODUCTION] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/graphql': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // build/budget.mjs reads the manifest to check what each budgeted route loads before its first paint.
    manifest: !isSsrBuild,
    // The entry's own lazy imports (the route table's pages and layouts, the Apollo runtime, the toaster) get no list
    // of the chunks they need: those lists were 6 kB (gzip) of the entry. The map build/route-preloads.mjs writes
    // preloads them instead: the gateway for the first page, src/app/route-files.ts on later navigations.
    // Other chunks' lists leave out the entry and the bundler's runtime, which every page has loaded before them; the
    // page's own list (index.html, hostType 'html') keeps the runtime, which it names beside the entry.
    // No modulepreload polyfill in the entry either: the few browsers of the build target without modulepreload
    // (Safari before 17, Firefox before 115) just load a page's chunks as it imports them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        ENTRY_CHUNK.test(hostId) ? [] : hostType === 'html' ? deps : deps.filter((dep) => !LOADED_FIRST.test(dep)),
    },
    rolldownOptions: {
      // Chakra's theme barrel builds its full default config, and Ark's anatomy modules build every anatomy, at the top
      // level through these helpers (both free of side effects): marked pure, what the app does not use is dropped.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'createAnatomy'],
        // Emotion imports hoist-non-react-statics (and through it react-is) for the bare effect of loading it, for a
        // withTheme nobody here calls; both are side-effect free CommonJS, so unused they can go.
        moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups() } },
    },
  },
}));
