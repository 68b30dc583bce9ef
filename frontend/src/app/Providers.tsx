import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/Toaster';
import { system } from './theme';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        {children}
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
