/** SPEC §4/§9: toasts close after 5 s and only one is visible at a time. */
export const TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the Toaster once it is on the page: toasts asked for before wait for it. */
export function toasterMounted(): void {
  markMounted();
}

let mounting: Promise<void> | null = null;

/**
 * The Toaster mounts with the first toast, in a root of its own (components/Toaster): its code (Chakra's toast
 * machine, ~20 kB) is no part of a page's load, and most visits never show a toast.
 */
function mountToaster(): Promise<void> {
  mounting ??= import('../components/Toaster').then(({ mountToasterRoot }) => {
    mountToasterRoot();
    return mounted;
  });
  return mounting;
}

/**
 * Replace whatever toast is showing with this one. The toast store and the Toaster are their own chunk, so the toast shows once both are there.
 */
export function showToast(message: string, type: ToastType = 'error'): void {
  void Promise.all([import('./toaster'), mountToaster()]).then(([{ toaster }]) => {
    toaster.dismiss();
    toaster.create({ description: message, type, duration: TOAST_DURATION_MS, closable: true });
  });
}
