/** Browser-side gate state: SPEC §3 localStorage key beficshown, and per-session dismissals. */
export const BENEFICIARY_SHOWN_KEY = 'beficshown';
const DECLINED_KEY = 'gatesDeclined';

export function beneficiaryHintShown(): boolean {
  try {
    return window.localStorage.getItem(BENEFICIARY_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markBeneficiaryHintShown(): void {
  try {
    window.localStorage.setItem(BENEFICIARY_SHOWN_KEY, '1');
  } catch {
    // Private mode: the hint shows again next time, which is harmless.
  }
}

/** Gates the member declined for this browser session ("decline" on the no-shop dialog). */
export function declinedGates(): string[] {
  try {
    return JSON.parse(window.sessionStorage.getItem(DECLINED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

export function declineGate(gate: string): void {
  try {
    window.sessionStorage.setItem(DECLINED_KEY, JSON.stringify([...new Set([...declinedGates(), gate])]));
  } catch {
    // See above.
  }
}
