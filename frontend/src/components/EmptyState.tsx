import { Stack, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * DESIGN §6: what a list or a panel says when there is nothing to show yet and, where there is one, the next step
 * (a link or a button). Layout props (a card's border, a test id) pass through to the frame.
 */
export function EmptyState({
  message,
  action,
  ...frame
}: { message: string; action?: ReactNode } & Omit<ComponentProps<typeof Stack>, 'children'>) {
  return (
    <Stack align="start" gap="2" data-testid="empty-state" {...frame}>
      <Text color="fg.muted">{message}</Text>
      {action ?? null}
    </Stack>
  );
}
