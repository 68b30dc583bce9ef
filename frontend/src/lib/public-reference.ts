import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import type { PublicReferenceQuery } from '../graphql/generated';

type Reference = PublicReferenceQuery['reference'];

/**
 * The public reference figures (fees, pay types, service hours) of the pages that paint before Apollo Client has
 * loaded (the home layout and its pages): asked once per page load with one plain request, so a first visit to `/` or
 * `/fee` loads no Apollo runtime at all. Apollo loads when the visitor goes where it is needed (the router waits for it
 * on every route not marked `deferApollo`); the back office's `useReference` asks Apollo on its own (a visit that
 * shows both pays one request more, which is cheaper than the Apollo runtime carrying this store and the query's
 * document on every page). The request itself (its query text, the plain POST) loads with the first ask
 * (public-reference-request.ts), after the page's first paint.
 */

/** The figures with their loading and error states, as a query hook gives them. */
export interface PublicReferenceState {
  reference: Reference | null;
  loading: boolean;
  error: boolean;
}

const LOADING: PublicReferenceState = { reference: null, loading: true, error: false };

let current: PublicReferenceState = LOADING;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();
let fetchImpl: typeof fetch = (...args) => fetch(...args);

function set(next: PublicReferenceState) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Asks the gateway once; after a failure, the next call asks again (the error state's retry). */
export function loadPublicReference(): Promise<void> {
  if (!asking) {
    if (current.error) set(LOADING);
    asking = import('./public-reference-request')
      .then(({ requestPublicReference }) => requestPublicReference(fetchImpl))
      .then((data) => set({ reference: data.reference, loading: false, error: false }));
    asking = asking.catch(() => {
      asking = null;
      set({ reference: null, loading: false, error: true });
    });
  }
  return asking;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The reference figures for a public page, asked for on the first mount (never during a render: the prerendered page
 * and the first client render both show the loading state). `retry` asks again after an error.
 *
 * The answer is handed on as a deferred value: a store's change renders at once and in one piece, and the figures of
 * a page like /fee are hundreds of table cells (one long task of several hundred ms on a phone, most of Lighthouse's
 * blocking time there). Deferred, React renders them in the background in short slices and keeps the loading state
 * until they are ready; a page mounted once the answer is known gets it in its first render.
 */
export function usePublicReference(): PublicReferenceState & { retry: () => void } {
  const state = useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => current,
      () => LOADING,
    ),
  );
  useEffect(() => {
    void loadPublicReference();
  }, []);
  return { ...state, retry: () => void loadPublicReference() };
}

/** Test hook: forget the answer and send the next request through `nextFetch`. */
export function resetPublicReference(nextFetch: typeof fetch = (...args) => fetch(...args)): void {
  current = LOADING;
  asking = null;
  fetchImpl = nextFetch;
  listeners.forEach((listener) => listener());
}
