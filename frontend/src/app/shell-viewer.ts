import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import type { CatalogueEntry } from '../features/permissions/catalogue';
import { postOperations, type PlainAnswer } from '../lib/plain-graphql';
import type { Viewer } from './access';

/**
 * The signed-in viewer and the permission catalogue the back office's shell (top bar, side menu, breadcrumbs, the
 * home page's greeting) paints with, without Apollo Client. On a page load the route guard asks
 * the gateway for both in one plain request (`bootShell`) while Apollo has not loaded; once Apollo is there the guard
 * asks Apollo, and the shell's feed (layouts/dashboard/ShellFeed.tsx) keeps this store equal to Apollo's cache, so a
 * viewer changed or signed out later shows here as before.
 */
export interface ShellData {
  viewer: Viewer | null;
  /** Null until known: the side menu falls back on the route table's flags and titles meanwhile. */
  catalogue: readonly CatalogueEntry[] | null;
}

/**
 * The two operations as Apollo sends them (its cache adds `__typename`): the answer goes into Apollo's cache as it is
 * (`whenShellBooted`), so the shell's hooks find it there. shell-viewer.test.ts checks they equal viewer.graphql's
 * Viewer and the permissions feature's PermissionCatalogue.
 */
export const SHELL_OPERATIONS = [
  {
    operationName: 'Viewer',
    query:
      'query Viewer { viewer { ...ViewerFields __typename } } ' +
      'fragment ViewerFields on Viewer { id kind account name memType isAssistant isPlatform roles permissions __typename }',
  },
  {
    operationName: 'PermissionCatalogue',
    query: 'query PermissionCatalogue { permissionCatalogue { key type bread parentKey sort area __typename } }',
  },
] as const;

type BootAnswer = [PlainAnswer<{ viewer: Viewer | null }>, PlainAnswer<{ permissionCatalogue: CatalogueEntry[] }>];

let current: ShellData = { viewer: null, catalogue: null };
const listeners = new Set<() => void>();

/** Sets what the shell shows (the guards and the feed); what is left out stays as it is. */
export function setShellData(next: Partial<ShellData>): void {
  const updated: ShellData = {
    viewer: next.viewer === undefined ? current.viewer : next.viewer,
    catalogue: next.catalogue === undefined ? current.catalogue : next.catalogue,
  };
  if (updated.viewer === current.viewer && updated.catalogue === current.catalogue) return;
  current = updated;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the shell shows; re-renders when it changes. */
export function useShellData(): ShellData {
  return useSyncExternalStore(subscribe, () => current);
}

let booting: Promise<ShellData> | null = null;
let booted: ShellData | null = null;
const bootListeners = new Set<(data: ShellData) => void>();

async function requestShell(fetchImpl: typeof fetch): Promise<ShellData> {
  const [viewerAnswer, catalogueAnswer] = await postOperations<BootAnswer>(SHELL_OPERATIONS, fetchImpl);
  if (!viewerAnswer?.data) throw new Error('shell: no viewer in the answer');
  const viewer = viewerAnswer.data.viewer;
  // A guest's catalogue is refused (it needs a session); the guard sends the guest to the login page anyway.
  return { viewer, catalogue: viewer ? (catalogueAnswer?.data?.permissionCatalogue ?? null) : null };
}

/**
 * The first page load's viewer and catalogue, asked once in one request (a batch of the two queries Apollo would
 * send) and put in the store; null viewer when signed out or when the request failed (the guard sends both to the
 * login page, as it did when Apollo asked). A failure is not kept: the next guard asks again.
 */
export function bootShell(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<ShellData> {
  if (!booting) {
    booting = requestShell(fetchImpl).then(
      (data) => {
        booted = data;
        setShellData(data);
        bootListeners.forEach((listener) => listener(data));
        bootListeners.clear();
        return data;
      },
      () => {
        booting = null;
        setShellData({ viewer: null });
        return current;
      },
    );
  }
  return booting;
}

/**
 * The viewer of a back-office route's guard, put in the store for the shell: on a page load, before Apollo has loaded,
 * asked without it with the catalogue (`bootShell`), so the shell and the home page's greeting paint without waiting
 * for Apollo; once Apollo is there, from its cache as every guard does (`loadViewer`).
 */
export async function shellViewer(
  client: ApolloClient | null,
  loadViewer: (client: ApolloClient) => Promise<Viewer | null>,
): Promise<Viewer | null> {
  if (!client) return (await bootShell()).viewer;
  const viewer = await loadViewer(client);
  setShellData({ viewer });
  return viewer;
}

/**
 * Runs once the boot answer is there (at once when it already is; never when the page booted through Apollo): the
 * Apollo runtime writes it into the new client's cache, so the shell's and pages' viewer queries find it there.
 */
export function whenShellBooted(listener: (data: ShellData) => void): void {
  if (booted) listener(booted);
  else bootListeners.add(listener);
}

/** Test hook: forget the boot request, its answer and the store. */
export function resetShellData(): void {
  booting = null;
  booted = null;
  bootListeners.clear();
  current = { viewer: null, catalogue: null };
  listeners.forEach((listener) => listener());
}
