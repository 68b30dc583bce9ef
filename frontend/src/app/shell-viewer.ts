import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import type { CatalogueEntry } from '../features/permissions/catalogue';
import type { AppInfoQuery, PermissionCatalogueQuery, ViewerQuery } from '../graphql/generated';
import { AppInfoPlain } from '../graphql/plain/auth';
import { PermissionCataloguePlain } from '../graphql/plain/permissions';
import { ViewerPlain } from '../graphql/plain/viewer';
import { postOperations, type PlainAnswer } from '../lib/plain-graphql';
import type { Viewer } from './access';

/**
 * The signed-in viewer and the permission catalogue the back office's shell (top bar, side menu, breadcrumbs, the
 * home page's greeting) paints with, without Apollo Client, with the idle limit its timer needs. On a page load the
 * route guard asks the gateway for them in one plain request (`bootShell`) while Apollo has not loaded; once Apollo is
 * there the guard asks Apollo, and the shell's feed (layouts/dashboard/ShellLive.tsx) keeps this store equal to
 * Apollo's cache, so a viewer changed or signed out later shows here as before.
 */
export interface ShellData {
  viewer: Viewer | null;
  /** Null until known: the side menu falls back on the route table's flags and titles meanwhile. */
  catalogue: readonly CatalogueEntry[] | null;
  /** The gateway's idle limit (appInfo.idleLimitMs); null until known (the idle timer then uses its default). */
  idleLimitMs: number | null;
}

/**
 * The boot's operations, generated as Apollo sends them (its cache adds `__typename`): the answers go into Apollo's
 * cache as they are (`whenShellBooted`), so the shell's and pages' hooks find them there. Besides the viewer and the
 * catalogue, the app info (the idle limit), which the shell's idle timer needs before Apollo has loaded: the back
 * office's home loads no Apollo until the visitor goes on (ADR 0066).
 */
export const SHELL_OPERATIONS = [ViewerPlain, PermissionCataloguePlain, AppInfoPlain] as const;

type BootAnswer = [PlainAnswer<ViewerQuery>, PlainAnswer<PermissionCatalogueQuery>, PlainAnswer<AppInfoQuery>];

/** The boot's answers as they came, for the Apollo runtime's cache. */
export interface BootAnswers {
  viewer: ViewerQuery['viewer'];
  catalogue: PermissionCatalogueQuery['permissionCatalogue'] | null;
  appInfo: AppInfoQuery['appInfo'] | null;
}

const EMPTY: ShellData = { viewer: null, catalogue: null, idleLimitMs: null };
let current: ShellData = EMPTY;
const listeners = new Set<() => void>();

/** Sets what the shell shows (the guards and the feed); what is left out stays as it is. */
export function setShellData(next: Partial<ShellData>): void {
  const updated = { ...current };
  let changed = false;
  for (const key of Object.keys(next) as (keyof ShellData)[]) {
    if (next[key] === undefined || next[key] === current[key]) continue;
    (updated as Record<keyof ShellData, unknown>)[key] = next[key];
    changed = true;
  }
  if (!changed) return;
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
let booted: BootAnswers | null = null;
const bootListeners = new Set<(answers: BootAnswers) => void>();

async function requestShell(fetchImpl: typeof fetch): Promise<BootAnswers> {
  const [viewerAnswer, catalogueAnswer, appInfoAnswer] = await postOperations<BootAnswer>(SHELL_OPERATIONS, fetchImpl);
  if (!viewerAnswer?.data) throw new Error('shell: no viewer in the answer');
  const viewer = viewerAnswer.data.viewer;
  // A guest's catalogue is refused (it needs a session); the guard sends the guest to the login page anyway. A part
  // that failed stays unknown: Apollo asks for it once it has loaded, as before.
  return {
    viewer,
    catalogue: viewer ? (catalogueAnswer?.data?.permissionCatalogue ?? null) : null,
    appInfo: appInfoAnswer?.data?.appInfo ?? null,
  };
}

function shellDataOf(answers: BootAnswers): ShellData {
  return {
    viewer: answers.viewer,
    catalogue: answers.catalogue,
    idleLimitMs: answers.appInfo?.idleLimitMs ?? null,
  };
}

/**
 * The first page load's viewer and catalogue, asked once in one request (a batch of the two queries Apollo would
 * send) and put in the store; null viewer when signed out or when the request failed (the guard sends both to the
 * login page, as it did when Apollo asked). A failure is not kept: the next guard asks again.
 */
export function bootShell(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<ShellData> {
  if (!booting) {
    booting = requestShell(fetchImpl).then(
      (answers) => {
        booted = answers;
        setShellData(shellDataOf(answers));
        bootListeners.forEach((listener) => listener(answers));
        bootListeners.clear();
        return current;
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
export function whenShellBooted(listener: (answers: BootAnswers) => void): void {
  if (booted) listener(booted);
  else bootListeners.add(listener);
}

/** Test hook: forget the boot request, its answer and the store. */
export function resetShellData(): void {
  booting = null;
  booted = null;
  bootListeners.clear();
  current = EMPTY;
  listeners.forEach((listener) => listener());
}
