import { buildEnv } from './build-env';

/** Runtime environments of SPEC §9. */
export type AppEnvName = 'local' | 'test' | 'sandbox' | 'production';

const ENV_NAMES: readonly AppEnvName[] = ['local', 'test', 'sandbox', 'production'];

function isEnvName(value: string | null | undefined): value is AppEnvName {
  return ENV_NAMES.some((name) => name === value);
}

/** Content of `<meta name="...">`, injected by the gateway; null when missing (vite dev). */
export function readMeta(name: string): string | null {
  const element = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return element ? element.content : null;
}

/** Fallback when the gateway did not inject `app-env`: detect from the host (SPEC §9). */
export function detectEnvFromHost(host: string): AppEnvName {
  const name = host.toLowerCase().split(':')[0] ?? '';
  if (name === 'localhost' || name === '127.0.0.1' || name.endsWith('.local')) return 'local';
  if (name.includes('sandbox')) return 'sandbox';
  if (name.startsWith('test') || name.includes('-test.') || name.includes('.test.')) return 'test';
  return 'production';
}

export function getAppEnv(): AppEnvName {
  const meta = readMeta('app-env');
  if (isEnvName(meta)) return meta;
  if (isEnvName(buildEnv.appEnv)) return buildEnv.appEnv;
  if (buildEnv.dev) return 'local';
  return detectEnvFromHost(window.location.host);
}

/** '' or '/slave': never a trailing slash. */
export function getBasePath(): string {
  const meta = readMeta('base-path') ?? '';
  const trimmed = meta.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function getCsrfToken(): string {
  return readMeta('csrf-token') ?? '';
}

/** Origin the API lives on: a configured app URL, or '' for the page's own origin. */
export function getAppUrl(): string {
  return (buildEnv.appUrl ?? '').replace(/\/+$/, '');
}

/** Prefix an app-absolute path ('/login') with the deployment base path ('/slave/login'). */
export function withBasePath(path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${getBasePath()}${normalized}`;
}
