/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** local | test | sandbox | production; overrides host detection in `vite dev`. */
  readonly VITE_APP_ENV?: string;
  /** Absolute app URL when the SPA is served from another origin than the gateway. */
  readonly VITE_APP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
