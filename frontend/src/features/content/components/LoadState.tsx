import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { CONTENT_TEXT } from '../text';

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
      <Alert.Title>{CONTENT_TEXT.loadFailed}</Alert.Title>
      <Button size="xs" variant="outline" ml="auto" onClick={onRetry}>
        {CONTENT_TEXT.retry}
      </Button>
    </Alert.Root>
  );
}
