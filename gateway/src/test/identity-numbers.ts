import { isValidNationalId, isValidTaxId } from '@paydesk/shared/identity-numbers';

/** Completes a letter, 1 or 2 and seven digits (nine characters) with the check digit the shared rule accepts. */
export function nationalIdFor(firstNine: string): string {
  const id = [...'0123456789'].map((d) => firstNine + d).find(isValidNationalId);
  if (!id) throw new Error(`no check digit completes ${firstNine}`);
  return id;
}

/** Completes seven digits with the check digit the shared rule accepts. */
export function taxIdFor(firstSeven: string): string {
  const id = [...'0123456789'].map((d) => firstSeven + d).find(isValidTaxId);
  if (!id) throw new Error(`no check digit completes ${firstSeven}`);
  return id;
}
