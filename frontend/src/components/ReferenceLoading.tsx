import { Skeleton, Stack } from '@chakra-ui/react';
import { COMPONENT_TEXT } from './text';

/** The loading state of the reference figures on a public page. */
export function ReferenceLoading() {
  return (
    // A status region may be named; a plain div may not (axe: aria-prohibited-attr).
    <Stack gap="3" role="status" aria-busy="true" aria-label={COMPONENT_TEXT.referenceLoading}>
      <Skeleton height="8" width="40%" />
      <Skeleton height="32" />
      <Skeleton height="32" />
    </Stack>
  );
}
