import { Skeleton, Stack } from '@chakra-ui/react';
import { COMPONENT_TEXT } from './text';

/**
 * The loading state of the reference figures on a public page. `minH` reserves the height of what will load, so a
 * page whose figures run longer than a screen keeps its footer below the fold until they come instead of pushing it
 * down as they arrive (a layout shift, Lighthouse's CLS).
 */
export function ReferenceLoading({ minH }: { minH?: string }) {
  return (
    // A status region may be named; a plain div may not (axe: aria-prohibited-attr).
    <Stack gap="3" minH={minH} role="status" aria-busy="true" aria-label={COMPONENT_TEXT.referenceLoading}>
      <Skeleton height="8" width="40%" />
      <Skeleton height="32" />
      <Skeleton height="32" />
    </Stack>
  );
}
