import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { system } from './theme';

// The toast machinery loads beside the first page's chunks instead of in the entry (issue 18 target 3).
const Toaster = lazy(() => import('../components/Toaster').then((m) => ({ default: m.Toaster })));

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ApolloProvider>
    </ChakraProvider>
  );
}
