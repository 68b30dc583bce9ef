import { Box, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../app/paths';
import { Alert } from '../chakra/alert';
import { OpsNav } from '../OpsNav';

/** The frame of every operator screen: tool switcher, heading, and a polite refusal for anyone else. */
export function OpsPage({
  isOperator,
  title,
  subtitle,
  actions,
  notOperator,
  loginLabel,
  children,
}: {
  /** null while the viewer is loading. */
  isOperator: boolean | null;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  notOperator: string;
  loginLabel: string;
  children: ReactNode;
}) {
  if (isOperator === false) {
    return (
      <Stack maxW="xl" mx="auto" gap="3">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{notOperator}</Alert.Title>
        </Alert.Root>
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('login')}>{loginLabel}</Link>
        </ChakraLink>
      </Stack>
    );
  }
  return (
    <Box w="full" maxW="6xl" mx="auto">
      <OpsNav />
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'flex-end' }}
        mb="4"
        gap="2"
      >
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Box>
        {actions}
      </Stack>
      {isOperator === null ? <Skeleton height="24" aria-busy="true" /> : children}
    </Box>
  );
}

export function OpsListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" data-testid="ops-loading">
      <Skeleton height="12" />
      <Skeleton height="12" />
      <Skeleton height="12" />
    </Stack>
  );
}
