import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { COMPONENT_TEXT } from './text';

export function ListSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton height="24" />
      <Skeleton height="24" />
      <Skeleton height="24" />
    </Stack>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{COMPONENT_TEXT.contentLoadFailed}</Alert.Title>
      <Button size="xs" variant="outline" ml="auto" onClick={onRetry}>
        {COMPONENT_TEXT.retry}
      </Button>
    </Alert.Root>
  );
}
