import { Text } from '@chakra-ui/react';

/** What a list or a panel says when there is nothing to show yet (and, where there is one, the next step). */
export function EmptyState({ message }: { message: string }) {
  return (
    <Text color="fg.muted" data-testid="empty-state">
      {message}
    </Text>
  );
}
