/**
 * SPEC §9 runtime environments, detected from the host when nothing configures one. The gateway uses this on its
 * configured public URL (APP_URL) when APP_ENV is unset; the client uses it on the page's host when the gateway did
 * not say (no `app-env` meta). A configured APP_ENV always wins.
 */
export type AppEnvName = 'local' | 'test' | 'sandbox' | 'production';

export const APP_ENV_NAMES: readonly AppEnvName[] = ['local', 'test', 'sandbox', 'production'];

export function isAppEnvName(value: string | null | undefined): value is AppEnvName {
  return APP_ENV_NAMES.some((name) => name === value);
}

/**
 * localhost, loopback addresses and `.local` names are local; a host naming `sandbox` is the sandbox; a host that
 * starts with `test` or has a `test` label (`pay-test.`, `.test.`) is test; everything else is production, so an
 * unknown public host never gets the sandbox's test cards or banner.
 */
export function detectEnvFromHost(host: string): AppEnvName {
  const name = hostName(host);
  const labels = name.split(/[.-]/);
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local')) return 'local';
  if (/^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1' || name === '0.0.0.0') return 'local';
  if (labels.includes('sandbox')) return 'sandbox';
  if (name.startsWith('test') || labels.includes('test')) return 'test';
  return 'production';
}

/** The host name of `host[:port]` or `[ipv6]:port`, lower-cased. */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\]/.exec(value);
  return bracketed ? (bracketed[1] ?? '') : (value.split(':')[0] ?? '');
}
