import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { Alert } from './chakra/alert';
import { COMPONENT_TEXT } from './text';

/** Placeholder rows while a list loads. */
export function ListSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton height="24" />
      <Skeleton height="24" />
      <Skeleton height="24" />
    </Stack>
  );
}

/** The error state of a screen that failed to load: what failed, and one way to try again. */
export function LoadError({
  message = COMPONENT_TEXT.contentLoadFailed,
  onRetry,
}: {
  message?: string;
  onRetry: () => unknown;
}) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      <Button size="xs" variant="outline" ms="auto" onClick={() => void onRetry()}>
        {COMPONENT_TEXT.retry}
      </Button>
    </Alert.Root>
  );
}

/** A form's or an action's error that belongs to no single field; nothing when there is none. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
