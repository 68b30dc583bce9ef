import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * A page-sized loading indicator. The label sits on a status region (a plain span may not carry aria-label:
 * axe's aria-prohibited-attr); the spinner itself is decoration.
 */
export function PageSpinner({ label = '載入中' }: { label?: string }) {
  return (
    <Center minH="40vh" role="status" aria-busy="true" aria-label={label}>
      <Spinner color="primary.solid" size="lg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
