// After `vite build`: renders the public pages that paint before Apollo (src/prerender/entry-server.tsx, built for
// Node by Vite into dist/.vite/prerender-ssr, removed afterwards) and writes their HTML to
// dist/.vite/prerendered.json (not served), keyed by path. The gateway puts a page's HTML in <div id="root"> when it
// serves that path (core/http/prerendered.ts), so the first screen paints from the HTML alone; the client then
// hydrates it (main.tsx). ADR 0058.
// Then builds the store page's server render (src/prerender/entry-store.tsx) into dist/.vite/store-ssr, kept: the
// gateway loads it at start-up and renders a store's first screen with it (ADR 0065). Every package is inside that
// build (CommonJS, for the gateway's require), so it needs nothing of the frontend's node_modules where it runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the package (ignored by git as every dist/ is), so the built module finds the packages it imports.
const outDir = path.join(root, 'dist', '.vite', 'prerender-ssr');
try {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender/entry-server.tsx', outDir, emptyOutDir: true },
  });
  const { prerenderedPaths, renderPage } = await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href);
  const pages = {};
  for (const route of prerenderedPaths()) {
    const html = await renderPage(route);
    if (!/<h1[\s>]/.test(html)) throw new Error(`prerender ${route}: no <h1> in the rendered page`);
    pages[route] = html;
  }
  const target = path.join(root, 'dist', '.vite', 'prerendered.json');
  fs.writeFileSync(target, JSON.stringify(pages));
  const kb = (text) => (Buffer.byteLength(text) / 1000).toFixed(1);
  console.log(
    `prerender: ${Object.keys(pages).length} pages (${Object.entries(pages)
      .map(([route, html]) => `${route} ${kb(html)} kB`)
      .join(', ')})`,
  );
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}

const storeDir = path.join(root, 'dist', '.vite', 'store-ssr');
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  // React's production build whatever NODE_ENV the gateway runs with (its development one renders several times slower).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/prerender/entry-store.tsx',
    outDir: storeDir,
    emptyOutDir: true,
    minify: true,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
    },
  },
});
// The build fails here rather than the gateway at start-up: the render module loads and renders a store.
const { renderStorePage } = await import(pathToFileURL(path.join(storeDir, 'entry-store.cjs')).href);
const check = await renderStorePage(
  {
    slug: 'prerender-check',
    store: {
      slug: 'prerender-check',
      name: '<檢查>',
      merchantName: '商店',
      description: '',
      bannerUrl: null,
      isOpen: true,
      products: [
        { id: 1, name: '商品', price: 100, description: '', available: 1, perOrderLimit: null, imageUrls: [] },
      ],
    },
  },
  '',
);
if (!check.includes('<h1') || !check.includes('&lt;檢查&gt;')) throw new Error('store page render: no escaped h1');
const files = fs.readdirSync(storeDir);
const kb = files.reduce((sum, file) => sum + fs.statSync(path.join(storeDir, file)).size, 0) / 1000;
console.log(`store page render: ${files.length} files, ${kb.toFixed(0)} kB`);
