import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { usePublicReference } from '../lib/public-reference';
import type { Reference } from '../lib/useReference';
import { ReferenceLoading } from './ReferenceLoading';
import { COMPONENT_TEXT } from './text';

export interface PublicPageProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A marketing page: hero band with the page's h1 and lead, then its sections. */
export function PublicPage({ eyebrow, title, lead, children }: PublicPageProps) {
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="primary.subtle" gradientTo="bg" py={{ base: 10, md: 16 }}>
        <Container maxW="6xl">
          <Stack gap="3" maxW="3xl">
            {eyebrow ? (
              <Text color="primary.fg" fontWeight="semibold" fontSize="sm">
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short">
              {title}
            </Heading>
            {lead ? (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                {lead}
              </Text>
            ) : null}
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: 8, md: 12 }}>
        <Stack gap={{ base: 10, md: 14 }}>{children}</Stack>
      </Container>
    </>
  );
}

/** A titled section of a public page. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {children}
    </Stack>
  );
}

// Only a failed request shows it: a first visit need not download Chakra's Alert for it.
const LoadError = lazy(() => import('./LoadState').then((m) => ({ default: m.LoadError })));

/**
 * Renders children with the reference figures, with loading and error states. The figures come with one plain request
 * (lib/public-reference.ts), not through Apollo Client, so a public page loads no Apollo runtime. `loadingMinH`: the
 * height the loading state keeps free for the figures (see ReferenceLoading).
 */
export function WithReference({
  children,
  loadingMinH,
}: {
  children: (reference: Reference) => ReactNode;
  loadingMinH?: string;
}) {
  const { reference, loading, retry } = usePublicReference();
  if (reference) return <>{children(reference)}</>;
  if (loading) return <ReferenceLoading minH={loadingMinH} />;
  return (
    <Suspense fallback={<ReferenceLoading minH={loadingMinH} />}>
      <LoadError message={COMPONENT_TEXT.referenceLoadFailed} onRetry={retry} />
    </Suspense>
  );
}
