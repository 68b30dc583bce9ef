import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { DeferredApolloProvider } from './deferred-apollo';
import { system } from './theme';

// The toast machinery loads beside the first page's chunks instead of in the entry.
const Toaster = lazy(() => import('../components/Toaster').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <DeferredApolloProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </DeferredApolloProvider>
    </ChakraProvider>
  );
}
