import { ChakraProvider, Portal, Stack } from '@chakra-ui/react';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { appSystem } from '../app/theme';
import { Toaster as ChakraToaster, Toast } from './chakra/toast';
import { toasterMounted } from '../lib/toast';
import { toaster } from '../lib/toaster';

/** Renders the single toast of lib/toast. Its own chunk, mounted with the first toast (mountToasterRoot). */
export function Toaster() {
  useEffect(toasterMounted, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * Mounts the Toaster once, in a React root of its own at the end of <body>: lib/toast calls it with the first toast.
 * The toast store is global and the toast reads no context of the app, so it needs no place in the app's tree.
 */
export function mountToasterRoot(): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(
    <StrictMode>
      <ChakraProvider value={appSystem()}>
        <Toaster />
      </ChakraProvider>
    </StrictMode>,
  );
}
