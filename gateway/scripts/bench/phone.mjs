// The first heading of /, /login and /fee within 2.5 s of navigation, cold, on
// Chromium emulating a slow phone (frontend/e2e/phone-measure.mjs); the median of three runs per path.
import { measurePhoneProfile, PHONE_TARGET_MS } from '../../../frontend/e2e/phone-measure.mjs';
import { fmt } from './harness.mjs';

export async function measurePhone(gateway, { runs = 3 } = {}) {
  const results = await measurePhoneProfile(gateway.baseUrl, { runs });
  return results.map((r) => ({
    figure: `phone first heading ${r.path} (1.6 Mbps, 150 ms, CPU ×4, 390 px; runs ${r.runsMs.map((ms) => fmt(ms)).join(' / ')} ms, ${fmt(r.scriptKb)} kB JS)`,
    value: `${fmt(r.medianMs)} ms`,
    target: `≤ ${fmt(PHONE_TARGET_MS)} ms`,
    pass: r.medianMs <= PHONE_TARGET_MS,
  }));
}
