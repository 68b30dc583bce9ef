import { ToneBadge } from '../../../components/StatusBadge';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { DASHBOARD_TEXT } from '../text';
import { AgentReferralsPanel } from './AgentReferralsPanel';
import { OnboardingPanel } from './OnboardingPanel';

/**
 * /auth/index: greeting, the onboarding checklist until every step is done, then the viewer's money overview (balances, collections, recent trades, shops, to-dos).
 * The overview belongs to another feature, so the route table wires it in (`overview`) instead of an import.
 */
export function DashboardIndexView({ overview = null }: { overview?: ReactNode }) {
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
            <ToneBadge tone="primary" label={MEMBER_TYPE_LIST.label(viewer.memType)} />
          ) : null}
          {viewer.isAssistant ? <ToneBadge tone="accent" label={DASHBOARD_TEXT.assistant} /> : null}
          {viewer.isPlatform ? <ToneBadge tone="success" label={DASHBOARD_TEXT.agent} /> : null}
        </HStack>
        <Text color="fg.muted">{DASHBOARD_TEXT.lead}</Text>
      </Stack>
      {viewer.kind === 'MEMBER' && viewer.memType && !viewer.isAssistant ? (
        <OnboardingPanel business={viewer.memType === 'BUSINESS'} />
      ) : null}
      {viewer.kind === 'MEMBER' && viewer.memType ? <AgentReferralsPanel /> : null}
      {viewer.kind !== 'BUYER' && viewer.memType ? overview : null}
    </Stack>
  );
}
