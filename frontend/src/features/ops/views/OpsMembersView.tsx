import { EmptyState } from '../../../components/EmptyState';
import { pathTo } from '../../../app/routes';
import { LoadError } from '../../../components/LoadState';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import {
  Alert,
  Badge,
  Box,
  Button,
  HStack,
  Heading,
  Link as ChakraLink,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePendingMembersQuery, useReviewMemberMutation } from '../../../graphql/documents/ops';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { ReviewDecision } from '../../../graphql/generated';
import { withBasePath } from '../../../lib/env';
import { showToast } from '../../../lib/toast';
import { OpsNav } from '../../../components/OpsNav';
import { DateText } from '../../../components/MoneyText';
import { TONE_PALETTE } from '../../../components/StatusBadge';
import type { Tone } from '@paydesk/shared/code-list';

const TEXT = {
  title: '會員審核',
  subtitle: '已送出詳細資料、等待審核的會員',
  empty: '目前沒有待審核的會員',
  error: '無法載入待審核會員',
  notOperator: '此頁僅限營運人員使用，請以營運帳號登入。',
  login: '前往登入',
  reason: '審核說明（退件、審核失敗或補件時必填）',
  bankName: '提領戶名',
  submittedAt: '送出時間',
  audit: '異動紀錄',
} as const;

const DECISIONS: { value: ReviewDecision; label: string; tone: Tone }[] = [
  { value: 'APPROVE', label: '審核通過', tone: 'success' },
  { value: 'SUPPLEMENT', label: '要求補件', tone: 'accent' },
  { value: 'FAIL', label: '審核失敗', tone: 'error' },
  { value: 'REJECT', label: '退件', tone: 'error' },
];

/** /ops/members: operators list pending members and decide, with a reason the member sees. */
export function OpsMembersView() {
  const viewer = useViewerQuery().data?.viewer;
  const isOperator = viewer?.kind === 'OPERATOR';
  const list = usePendingMembersQuery({ skip: !isOperator, fetchPolicy: 'network-only' });
  const [review] = useReviewMemberMutation();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);

  if (!isOperator) {
    return (
      <Stack maxW="xl" mx="auto" gap="3">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{TEXT.notOperator}</Alert.Title>
        </Alert.Root>
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('login')}>{TEXT.login}</Link>
        </ChakraLink>
      </Stack>
    );
  }

  const decide = async (memberId: number, decision: ReviewDecision) => {
    setBusy(memberId);
    try {
      const payload = (
        await review({ variables: { input: { memberId, decision, reason: reasons[memberId] ?? null } } })
      ).data?.reviewMember;
      showToast(payload?.message ?? TEXT.error, payload?.success ? 'success' : 'error');
      if (payload?.success) void list.refetch();
    } catch {
      showToast(TEXT.error, 'error');
    } finally {
      setBusy(null);
    }
  };

  const members = list.data?.pendingMembers ?? [];
  return (
    <Box w="full" maxW="4xl" mx="auto">
      <OpsNav />
      <Heading as="h1" size="2xl">
        {TEXT.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {TEXT.subtitle}
      </Text>
      {list.loading ? <Spinner /> : null}
      {list.error ? <LoadError message={TEXT.error} onRetry={() => list.refetch()} /> : null}
      {!list.loading && !list.error && members.length === 0 ? <EmptyState message={TEXT.empty} /> : null}
      <Stack gap="4">
        {members.map((m) => (
          <Box key={m.id} bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid="pending-member">
            <HStack justify="space-between" wrap="wrap">
              <HStack>
                <Text fontWeight="semibold">{m.name}</Text>
                <Text color="fg.muted">{m.loginName}</Text>
                <Badge>{MEMBER_TYPE_LIST.label(m.memType)}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {TEXT.submittedAt} <DateText value={m.submittedAt} withTime />
              </Text>
            </HStack>
            <Text fontSize="sm" mt="1">
              {m.identityNo} ・ {TEXT.bankName}：{m.bankAccountName}
            </Text>
            <HStack gap="3" mt="2" wrap="wrap">
              <ChakraLink asChild color="primary.fg" fontSize="sm">
                <Link to={pathTo('ops.audit', { memberId: m.id })}>{TEXT.audit}</Link>
              </ChakraLink>
              {m.documents.map((d) => (
                <ChakraLink
                  key={d.id}
                  href={withBasePath(`/api/member/documents/${d.id}`)}
                  target="_blank"
                  color="primary.fg"
                  fontSize="sm"
                >
                  {d.label}
                </ChakraLink>
              ))}
            </HStack>
            <Textarea
              mt="3"
              size="sm"
              aria-label={TEXT.reason}
              placeholder={TEXT.reason}
              value={reasons[m.id] ?? ''}
              onChange={(e) => setReasons((r) => ({ ...r, [m.id]: e.target.value }))}
            />
            <HStack mt="3" gap="2" wrap="wrap">
              {DECISIONS.map((d) => (
                <Button
                  key={d.value}
                  size="sm"
                  colorPalette={TONE_PALETTE[d.tone]}
                  variant={d.value === 'APPROVE' ? 'solid' : 'outline'}
                  disabled={busy !== null}
                  loading={busy === m.id}
                  onClick={() => void decide(m.id, d.value)}
                >
                  {d.label}
                </Button>
              ))}
            </HStack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
