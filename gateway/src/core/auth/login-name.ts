/**
 * The one normal form of a login name, used wherever a login name is stored or looked up: Unicode NFKC
 * (full-width letters become ASCII) and then a locale-independent lower case. Lookups compare this with
 * `lower(login_name)` by equality; a case-insensitive LIKE would let `busİness01` (U+0130) reach the
 * account `business01` under a different throttle key.
 */
export function normalizeLoginName(input: string): string {
  return input.normalize('NFKC').trim().toLowerCase();
}

/** Which login page the attempt came from: sellers (and their assistants, and operators) or buyers. */
export enum LoginKind {
  MEMBER = 'MEMBER',
  BUYER = 'BUYER',
}
