/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { AFTER_PAINT_BOOT, AFTER_PAINT_SCRIPT_SOURCE, scriptsAfterFirstPaint } from './scripts-after-paint';

const ENTRY = '<script type="module" crossorigin src="./assets/index-1.js"></script>';
const RUNTIME = '<link rel="modulepreload" crossorigin href="./assets/runtime-2.js">';
const PAGE_CHUNK = '<link rel="modulepreload" crossorigin href="./assets/FeeView-3.js">';
const PAGE = `<html><head><!--paydesk-meta-->${ENTRY}${RUNTIME}${PAGE_CHUNK}</head><body><div id="root"><h1>費用</h1></div></body></html>`;

const appScriptsOf = (page: string) =>
  JSON.parse(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as {
    entry: string;
    preload: string[];
  } | null;

describe('a first screen in the HTML asks for the app after its first paint', () => {
  it('takes the entry and every modulepreload out of the page and lists them, in order, for the boot script', () => {
    const page = scriptsAfterFirstPaint(PAGE);
    expect(page).not.toContain(ENTRY);
    expect(page).not.toContain('rel="modulepreload"');
    expect(appScriptsOf(page)).toEqual({
      entry: './assets/index-1.js',
      preload: ['./assets/runtime-2.js', './assets/FeeView-3.js'],
    });
    // The data, then the boot that reads it, at the end of the body; the first screen stays as it was.
    expect(page).toMatch(
      /<div id="root"><h1>費用<\/h1><\/div><script type="application\/json" id="app-scripts">.*<\/script><script>/,
    );
    expect(page.endsWith(`<script>${AFTER_PAINT_BOOT}</script></body></html>`)).toBe(true);
  });

  it('leaves a page without the entry script as it is', () => {
    const fallback = '<html><head><title>PayDesk</title></head><body><p>尚未建置</p></body></html>';
    expect(scriptsAfterFirstPaint(fallback)).toBe(fallback);
  });

  it('names the inline script the page carries in the Content-Security-Policy by the hash of exactly its text', () => {
    const inline = /<script>([\s\S]*?)<\/script>/.exec(scriptsAfterFirstPaint(PAGE))?.[1] ?? '';
    expect(inline).toBe(AFTER_PAINT_BOOT);
    const hash = createHash('sha256').update(inline, 'utf8').digest('base64');
    expect(AFTER_PAINT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

/** The little of jsdom's document these tests read (the gateway's types have no DOM). */
interface TestDocument {
  head: { innerHTML: string; children: ArrayLike<{ tagName: string; getAttribute(name: string): string | null }> };
  body: { innerHTML: string };
  visibilityState: string;
}
const doc = () => (globalThis as unknown as { document: TestDocument }).document;

describe('the boot script', () => {
  const files = { entry: './assets/index-1.js', preload: ['./assets/runtime-2.js', './assets/FeeView-3.js'] };
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null;
  const realObserver = globalThis.PerformanceObserver;

  beforeEach(() => {
    jest.useFakeTimers();
    doc().head.innerHTML = '';
    doc().body.innerHTML = `<script type="application/json" id="app-scripts">${JSON.stringify(files)}</script>`;
    paintObserver = null;
    // jsdom reports no paints: a stand-in that hands the test the observer's callback.
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof paintObserver) {
        paintObserver = callback;
      }
      observe() {}
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = realObserver;
  });

  const boot = () => new Function(AFTER_PAINT_BOOT)();
  /** The tasks the boot queued with setTimeout(…, 0) (at least 1 ms under Node's timers). */
  const runQueuedTasks = () => jest.advanceTimersByTime(4);
  const added = () =>
    Array.from(doc().head.children).map(
      (el) =>
        `${el.tagName} ${el.getAttribute('rel') ?? el.getAttribute('type')} ${el.getAttribute('href') ?? el.getAttribute('src')} ${el.getAttribute('crossorigin')}`,
    );

  it('adds the preloads and then the entry once the first contentful paint is reported, once', () => {
    boot();
    expect(added()).toEqual([]);
    paintObserver?.({ getEntriesByName: () => [] });
    expect(added()).toEqual([]);
    paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    // Each element in a task of its own (beside the three-second fallback), added in order.
    expect(added()).toEqual([]);
    expect(jest.getTimerCount()).toBe(1 + 3);
    runQueuedTasks();
    expect(added()).toEqual([
      'LINK modulepreload ./assets/runtime-2.js ',
      'LINK modulepreload ./assets/FeeView-3.js ',
      'SCRIPT module ./assets/index-1.js ',
    ]);
    // The fallback timer finds it started and adds nothing more.
    jest.advanceTimersByTime(3000);
    expect(added()).toHaveLength(3);
  });

  it('starts at once in a tab no one sees, which paints nothing', () => {
    Object.defineProperty(doc(), 'visibilityState', { value: 'hidden', configurable: true });
    try {
      boot();
      runQueuedTasks();
      expect(added()).toHaveLength(3);
    } finally {
      Reflect.deleteProperty(doc(), 'visibilityState');
    }
    expect(doc().visibilityState).not.toBe('hidden');
  });

  it('starts after the next frame in a browser that reports no paints', () => {
    (globalThis.PerformanceObserver as unknown as { supportedEntryTypes: string[] }).supportedEntryTypes = [];
    boot();
    expect(paintObserver).toBeNull();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(50);
    runQueuedTasks();
    expect(added()).toHaveLength(3);
  });

  it('starts after three seconds when no paint is reported', () => {
    boot();
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    runQueuedTasks();
    expect(added()).toHaveLength(3);
  });
});
