// After `vite build`: renders the public pages that paint before Apollo (src/prerender/entry-server.tsx, built for
// Node by Vite into dist/.vite/prerender-ssr, removed afterwards) and writes their HTML to
// dist/.vite/prerendered.json (not served), keyed by path. The gateway puts a page's HTML in <div id="root"> when it
// serves that path (core/http/prerendered.ts), so the first screen paints from the HTML alone; the client then
// hydrates it (main.tsx). ADR 0058.
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
