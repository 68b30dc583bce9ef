import { Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A back-office page: the title with an optional primary action, then the content (shop, recurring, agency…). */
export function PageFrame({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {action ?? null}
      </HStack>
      {children}
    </Stack>
  );
}
