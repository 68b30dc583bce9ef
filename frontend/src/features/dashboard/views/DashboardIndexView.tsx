import { ToneBadge } from '../../../components/StatusBadge';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useShellData } from '../../../app/shell-viewer';
import { OnboardingSkeleton } from '../components/OnboardingSkeleton';
import { homePanelsOf } from '../home-panels';
import { DASHBOARD_TEXT } from '../text';

/**
 * /auth/index: greeting, then the panels (DashboardPanels: onboarding checklist, agent invitations, the viewer's money
 * overview). The greeting paints from the shell's viewer; the panels read their data without Apollo, and the page
 * wires them in (`panels`, a lazy component), the checklist's skeleton holding its place while their chunk loads.
 * Nothing here loads Apollo Client: it comes when the visitor goes on (ADR 0066).
 */
export function DashboardIndexView({ panels = null }: { panels?: ReactNode }) {
  const { viewer } = useShellData();
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
      <Suspense fallback={homePanelsOf(viewer).onboarding ? <OnboardingSkeleton /> : null}>{panels}</Suspense>
    </Stack>
  );
}
