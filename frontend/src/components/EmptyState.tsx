import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** DESIGN §6: what a list or a panel says when there is nothing to show yet and, where there is one, the next step (a link or a button). */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  if (!action) {
    return (
      <Text color="fg.muted" data-testid="empty-state">
        {message}
      </Text>
    );
  }
  return (
    <Stack align="start" gap="2" data-testid="empty-state">
      <Text color="fg.muted">{message}</Text>
      {action}
    </Stack>
  );
}
