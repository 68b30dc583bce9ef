import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * A page-sized loading indicator. The label sits on a status region (a plain span may not carry aria-label:
 * axe's aria-prohibited-attr); the spinner itself is decoration. `minH`: the room kept for the page while it loads
 * (a full screen keeps a public page's footer out of view, so it does not jump when the page arrives).
 */
export function PageSpinner({ label = '載入中', minH = '40vh' }: { label?: string; minH?: string }) {
  return (
    <Center minH={minH} role="status" aria-busy="true" aria-label={label}>
      <Spinner color="primary.solid" size="lg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
