import { createToaster } from '@chakra-ui/react';

/** SPEC §4/§9: toasts close after 5 s and only one is visible at a time. */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  max: 1,
  pauseOnPageIdle: true,
});

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Replace whatever toast is showing with this one. */
export function showToast(message: string, type: ToastType = 'error'): void {
  toaster.dismiss();
  toaster.create({ description: message, type, duration: TOAST_DURATION_MS, closable: true });
}
