import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useViewerQuery } from '../../../graphql/generated';
import { MoneyOverviewPanel } from '../../money-overview/MoneyOverviewPanel';
import { DASHBOARD_TEXT } from '../text';

/** /auth/index: greeting and what the overview will show. */
export function DashboardIndexView() {
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  if (!viewer) return null;
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {DASHBOARD_TEXT.welcome(viewer.name)}
        </Heading>
        <HStack gap="2">
          {DASHBOARD_TEXT.memberTypes[viewer.memType] ? (
            <Badge colorPalette="primary">{DASHBOARD_TEXT.memberTypes[viewer.memType]}</Badge>
          ) : null}
          {viewer.isAssistant ? <Badge colorPalette="accent">{DASHBOARD_TEXT.assistant}</Badge> : null}
          {viewer.isPlatform ? <Badge colorPalette="success">{DASHBOARD_TEXT.agent}</Badge> : null}
        </HStack>
        <Text color="fg.muted">{DASHBOARD_TEXT.lead}</Text>
      </Stack>
      {viewer.kind !== 'BUYER' && viewer.memType ? <MoneyOverviewPanel /> : null}
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="6">
        <Heading as="h2" size="md" mb="3">
          {DASHBOARD_TEXT.comingTitle}
        </Heading>
        <List.Root ps="5" gap="1">
          {DASHBOARD_TEXT.coming.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
