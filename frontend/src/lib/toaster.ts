import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './toast';

/** The toast store (zag toast machine): loaded with the first toast or the lazily mounted Toaster, not up front. */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  max: 1,
  pauseOnPageIdle: true,
});
