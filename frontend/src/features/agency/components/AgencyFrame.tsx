import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Heading, an optional action on the right (wrapping below on a phone), and the page body. */
export function AgencyFrame({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {action ?? null}
      </Stack>
      {children}
    </Stack>
  );
}
