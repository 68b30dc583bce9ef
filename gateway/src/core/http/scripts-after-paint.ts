import { createHash } from 'node:crypto';
import { jsonForHtml } from '@paydesk/shared/store-page';

/**
 * A page whose first screen is in its HTML (a prerendered public page, a store's page) asks for the app's files once
 * that screen has been painted, not while the HTML is read (ADR 0067). Such a page needs no script to paint, and
 * Lighthouse's simulation counts every module script that finished downloading before the first paint as blocking
 * it (it cannot tell when a module was evaluated), at phone bandwidth: the page painted at 0.2 s but was scored at
 * 2.3 s. Pages the client renders keep their scripts in the head: nothing paints before them.
 *
 * The HTML keeps the file list as data (`#app-scripts`) and one inline script, allowed by its hash in the
 * Content-Security-Policy (`AFTER_PAINT_SCRIPT_SOURCE`), adds the modulepreload links and the entry once the
 * browser reports the first contentful paint; where it cannot report paints, after the next frame; in a tab no one
 * sees, at once; and in any case within three seconds. Each element is added in a task of its own, in order: a phone
 * spends about a millisecond and a half on each, and twenty in one task made one of the page's long tasks.
 */
export const AFTER_PAINT_BOOT = `(() => {
  const files = JSON.parse(document.getElementById('app-scripts').textContent);
  let started = false;
  const add = (tag, props) => setTimeout(() => document.head.append(Object.assign(document.createElement(tag), props)));
  const start = () => {
    if (started) return;
    started = true;
    for (const href of files.preload) add('link', { rel: 'modulepreload', crossOrigin: '', href });
    add('script', { type: 'module', crossOrigin: '', src: files.entry });
  };
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 3000);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
})();`;

/** The CSP source that allows exactly the boot script above. */
export const AFTER_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_BOOT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `page` with its entry script and modulepreload links taken out of the head and asked for after the first paint
 * (in the same order: the preloads, then the entry). A page without the entry script (the gateway's fallback page)
 * is returned as it is.
 */
export function scriptsAfterFirstPaint(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((found) => found[1]);
  const data = `<script type="application/json" id="app-scripts">${jsonForHtml({ entry, preload })}</script>`;
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${data}<script>${AFTER_PAINT_BOOT}</script></body>`);
}
