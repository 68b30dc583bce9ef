/**
 * SPEC §3 localStorage `consumerToken`. Our decision: it is **not a credential** — the buyer's session is the
 * HttpOnly cookie, and nothing a script can read may stand in for it. The key marks that a buyer signed in in this
 * browser (`buyer:<time>`), so every open tab learns of a sign-out in another one (the storage event) and leaves
 * the buyer area at once instead of failing on its next request.
 */
export const CONSUMER_TOKEN_KEY = 'consumerToken';

export function markBuyerSignedIn(now: number = Date.now(), storage: Storage = window.localStorage): void {
  try {
    storage.setItem(CONSUMER_TOKEN_KEY, `buyer:${now}`);
  } catch {
    // private mode: tabs then learn of a sign-out on their next request
  }
}

/** True when a storage event says the buyer mark went away (removed, or the whole storage cleared at logout). */
export function isBuyerSignOut(event: Pick<StorageEvent, 'key' | 'newValue'>): boolean {
  return (event.key === CONSUMER_TOKEN_KEY || event.key === null) && event.newValue === null;
}
