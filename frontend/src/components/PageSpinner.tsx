import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner({ label = '載入中' }: { label?: string }) {
  return (
    <Center minH="40vh" aria-busy="true">
      <Spinner color="primary.solid" size="lg" aria-label={label} />
    </Center>
  );
}
