import crypto from 'node:crypto';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { CHAKRA_SYSTEM_MODULE, chakraGlobalCss, withoutRuntimeGlobalStyles } from './chakra-global-css';

/**
 * The app's Chakra global styles as a hashed stylesheet named in index.html, instead of being built from the theme by
 * the entry (token dictionary to CSS) and serialized by Emotion on the first render: about 0.3 s of the first load on
 * the phone profile. The build loads src/app/theme.ts (the app's one system) on its own, with
 * Chakra's code untouched, and writes what ChakraProvider would have inserted; the bundle's createSystem skips them.
 * Vite dev and the tests keep Chakra's own runtime styles.
 */
export function chakraGlobalStylesheet(): Plugin {
  let root = process.cwd();
  let css: Promise<string> | null = null;
  let file = '';
  let transformed = false;
  return {
    name: 'paydesk-chakra-global-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      transformed = false;
      // Loaded beside the bundling (a few seconds of Chakra in Node), awaited when the bundle is written.
      css = runnerImport<typeof import('../src/app/theme')>(path.join(root, 'src/app/theme.ts'), {
        configFile: false,
        root,
        logLevel: 'silent',
      }).then(({ module }) => chakraGlobalCss(module.appSystem()));
      // A failure surfaces where it is awaited, not as an unhandled rejection meanwhile.
      css.catch(() => undefined);
    },
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
      transformed = true;
      return { code: withoutRuntimeGlobalStyles(code), map: null };
    },
    async generateBundle() {
      if (!transformed) this.error("Chakra's createSystem was not in the bundle: its global styles would be missing");
      const source = await css;
      if (!source) this.error('the Chakra global styles were not built');
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
      file = `assets/chakra-global-${hash}.css`;
      this.emitFile({ type: 'asset', fileName: file, source });
    },
    transformIndexHtml: {
      order: 'post',
      // At the end of the head, after the gateway's <base href> (the path is relative to it, like the entry's).
      handler: () => {
        if (!file) throw new Error('the Chakra global stylesheet was not written before index.html');
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `./${file}` }, injectTo: 'head' }];
      },
    },
  };
}
