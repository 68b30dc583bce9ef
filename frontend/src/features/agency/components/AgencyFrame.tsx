import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Heading, an optional action on the right (wrapping below on a phone), an optional lead line, and the page body. */
export function AgencyFrame({
  title,
  action,
  lead,
  children,
}: {
  title: string;
  action?: ReactNode;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {action ?? null}
      </Stack>
      {lead ? <Text color="fg.muted">{lead}</Text> : null}
      {children}
    </Stack>
  );
}
