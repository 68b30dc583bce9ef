import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useViewerQuery } from '../../../graphql/generated';
import { MoneyOverviewPanel } from '../../money-overview/MoneyOverviewPanel';
import { DASHBOARD_TEXT } from '../text';

/** /auth/index: greeting, then the viewer's money overview (balances, collections, recent trades, shops, to-dos). */
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
          {viewer.memType === 'PERSONAL' || viewer.memType === 'BUSINESS' ? (
            <Badge colorPalette="primary">{MEMBER_TYPE_LIST.label(viewer.memType)}</Badge>
          ) : null}
          {viewer.isAssistant ? <Badge colorPalette="accent">{DASHBOARD_TEXT.assistant}</Badge> : null}
          {viewer.isPlatform ? <Badge colorPalette="success">{DASHBOARD_TEXT.agent}</Badge> : null}
        </HStack>
        <Text color="fg.muted">{DASHBOARD_TEXT.lead}</Text>
      </Stack>
      {viewer.kind !== 'BUYER' && viewer.memType ? <MoneyOverviewPanel /> : null}
    </Stack>
  );
}
