import { Skeleton } from '@chakra-ui/react';

/** The onboarding checklist's place while it loads (its code, Apollo Client or its query). */
export function OnboardingSkeleton() {
  return <Skeleton height="40" borderRadius="lg" aria-busy="true" data-testid="onboarding-loading" />;
}
