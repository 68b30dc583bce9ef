import { Skeleton, Stack } from '@chakra-ui/react';
import { AUTH_TEXT } from '../text';

/** Stands where the login form will be while its code loads: three fields and the button, at their heights. */
export function LoginFormSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={AUTH_TEXT.formLoading}>
      {[0, 1, 2].map((field) => (
        <Stack key={field} gap="1.5">
          <Skeleton h="5" w="16" />
          <Skeleton h="10" />
        </Stack>
      ))}
      <Skeleton h="11" />
    </Stack>
  );
}
