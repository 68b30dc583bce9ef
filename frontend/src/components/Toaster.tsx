import { Portal, Stack } from '@chakra-ui/react';
import { Toaster as ChakraToaster, Toast } from './chakra/toast';
import { useEffect } from 'react';
import { toasterMounted } from '../lib/toast';
import { toaster } from '../lib/toaster';

/** Renders the single toast of lib/toast. Mounted once in the providers, as its own chunk. */
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
