import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './build/precompress';

const gateway = process.env.PAYDESK_GATEWAY_URL ?? 'http://localhost:3000';

// base './' keeps asset URLs relative: the gateway serves the build under '' or '/slave'
// and injects <base href> plus the csrf/env/base-path metas into <!--paydesk-meta-->.
export default defineConfig({
  base: './',
  plugins: [react(), precompressAssets()],
  // The shared package is bundled from its TypeScript sources (its dist/ is CommonJS for the gateway).
  resolve: {
    alias: [
      { find: /^@paydesk\/shared\/(.*)$/, replacement: fileURLToPath(new URL('../shared/src/$1.ts', import.meta.url)) },
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
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry provides Apollo's React context before Apollo Client has loaded (src/app/deferred-apollo.tsx):
          // alone in its chunk, the context does not drag the hooks' shared chunk (rxjs and more) into the entry.
          groups: [
            {
              name: 'apollo-context',
              test: /@apollo[\\/]client[\\/]react[\\/]context[\\/]ApolloContext/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
