/**
 * SPEC §5 input masks: a mask says what each position of a fixed-format field takes — `#` a digit, `X` a letter or
 * digit, `S` a letter, `A` a letter shown upper-case, `a` a letter shown lower-case; any other character is written as
 * it stands. Typing through a mask drops what a position cannot take and stops at the mask's length, so a tax ID
 * field never holds a ninth digit or a letter. Validation still runs on the result (a mask does not make it complete).
 */
const TAKES: Record<string, (c: string) => string | null> = {
  '#': (c) => (/\d/.test(c) ? c : null),
  X: (c) => (/[A-Za-z0-9]/.test(c) ? c : null),
  S: (c) => (/[A-Za-z]/.test(c) ? c : null),
  A: (c) => (/[A-Za-z]/.test(c) ? c.toUpperCase() : null),
  a: (c) => (/[A-Za-z]/.test(c) ? c.toLowerCase() : null),
};

export function applyMask(mask: string, value: string): string {
  let out = '';
  let at = 0;
  for (const c of value) {
    if (at >= mask.length) break;
    const slot = mask[at] ?? '';
    const take = TAKES[slot];
    if (!take) {
      // A literal of the mask: written for the typist, and skipped if they typed it themselves.
      out += slot;
      at++;
      if (c === slot) continue;
      const next = TAKES[mask[at] ?? ''];
      const kept = next?.(c);
      if (kept) {
        out += kept;
        at++;
      }
      continue;
    }
    const kept = take(c);
    if (kept) {
      out += kept;
      at++;
    }
  }
  return out;
}

/** The masks of the fields whose format is fixed (SPEC §5). */
export const MASKS = {
  taxId: '########',
  mobile: '##########',
  bankCode: '###',
  otpCode: '######',
  nationalId: 'A#########',
} as const;
