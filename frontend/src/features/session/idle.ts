import { getAppEnv } from '../../lib/env';

/** SPEC §3/§4/§9: last activity lives in localStorage 'ctmo' so every tab shares it. */
export const ACTIVITY_KEY = 'ctmo';
export const DEFAULT_IDLE_LIMIT_MS = 600_000;
export const COUNTDOWN_SECONDS = 30;
export const TICK_MS = 1000;
/** Local and test only: a browser test may shorten the idle limit for its own tab. */
export const IDLE_LIMIT_OVERRIDE_KEY = 'paydesk.idleLimitMs';

export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export function readLastActivity(storage: Storage = window.localStorage): number | null {
  const value = Number(storage.getItem(ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeActivity(now: number = Date.now(), storage: Storage = window.localStorage): void {
  storage.setItem(ACTIVITY_KEY, String(now));
}

/** The limit from the gateway (appInfo.idleLimitMs), or the local/test override. */
export function effectiveIdleLimit(serverLimit: number | undefined, storage: Storage = window.localStorage): number {
  const env = getAppEnv();
  if (env === 'local' || env === 'test') {
    const override = Number(storage.getItem(IDLE_LIMIT_OVERRIDE_KEY));
    if (Number.isFinite(override) && override > 0) return override;
  }
  return serverLimit && serverLimit > 0 ? serverLimit : DEFAULT_IDLE_LIMIT_MS;
}

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/** Where a session stands: active, in the 30-second warning, or out of time. */
export function idlePhase(now: number, lastActivity: number, limitMs: number): IdlePhase {
  const idle = now - lastActivity;
  if (idle < limitMs) return { phase: 'active' };
  const secondsLeft = COUNTDOWN_SECONDS - Math.floor((idle - limitMs) / 1000);
  return secondsLeft > 0 ? { phase: 'warning', secondsLeft } : { phase: 'expired' };
}
