import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeferredApolloProvider } from './deferred-apollo';
import { appSystem } from './theme';

// The Toaster is not here: it mounts with the first toast, in a root of its own (lib/toast).
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <DeferredApolloProvider>{children}</DeferredApolloProvider>
    </ChakraProvider>
  );
}
