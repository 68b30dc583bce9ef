import { SERVED_STORE_ELEMENT_ID, type ServedStore, type StorePageStore } from '@paydesk/shared/store-page';
import { useEffect, useState } from 'react';

/**
 * The store the gateway served with the page (ADR 0065): it rendered the store page's first screen into the HTML
 * and wrote the same data beside it, so the page hydrates from it without Apollo or a request. In Node (the gateway's
 * render, src/prerender/entry-store.tsx) it is set before each render; in the browser it is read from the page once.
 */
let served: ServedStore | null | undefined;

/** What the next render reads (the server's render sets it; tests too); undefined: read it from the page. */
export function setServedStore(next: ServedStore | null | undefined): void {
  served = next;
}

function servedStore(): ServedStore | null {
  if (served !== undefined) return served;
  served = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(SERVED_STORE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    served = JSON.parse(text) as ServedStore;
  } catch {
    // A page cut short: the app asks for the store itself.
  }
  return served;
}

/**
 * The store at `slug` as the page was served with it: the store, null when the gateway found none there, undefined
 * when it sent no data (the sandbox, another address, a render that failed). Used by the first mount only: once that
 * page unmounts it is forgotten, so coming back later asks for the store anew.
 */
export function useServedStore(slug: string): StorePageStore | null | undefined {
  const [store] = useState(() => {
    const found = servedStore();
    return found && found.slug === slug ? found.store : undefined;
  });
  useEffect(
    () => () => {
      served = null;
    },
    [],
  );
  return store;
}
