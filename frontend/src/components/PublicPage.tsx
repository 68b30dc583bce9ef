import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, type ReactNode } from 'react';
import type { Reference } from '../lib/useReference';
import { ReferenceLoading } from './ReferenceLoading';
import { WhenApollo } from '../app/deferred-apollo';

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

const LoadedReference = lazy(() => import('./LoadedReference').then((m) => ({ default: m.LoadedReference })));

/**
 * Renders children with the reference figures, with loading and error states; until Apollo Client has loaded it
 * shows the loading state, so the page around it paints without waiting (deferApollo pages). `loadingMinH`: the
 * height the loading state keeps free for the figures (see ReferenceLoading).
 */
export function WithReference({
  children,
  loadingMinH,
}: {
  children: (reference: Reference) => ReactNode;
  loadingMinH?: string;
}) {
  return (
    <WhenApollo fallback={<ReferenceLoading minH={loadingMinH} />}>
      <LoadedReference loadingMinH={loadingMinH}>{children}</LoadedReference>
    </WhenApollo>
  );
}
