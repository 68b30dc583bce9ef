import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DateText } from '../../../components/MoneyText';
import { PANEL_TEXT } from '../panel-text';

const T = PANEL_TEXT.referrals;

export interface ReferralCardProps {
  data: { id: number; agentName: string; createdAt: string };
  /** Which answer is being sent, if any: both buttons wait for it. */
  busy: 'accept' | 'decline' | null;
  onAnswer: (accept: boolean) => void;
}

/** One agent's invitation on the invited seller's home, with 接受 / 婉拒. */
export function ReferralCard({ data, busy, onAnswer }: ReferralCardProps) {
  return (
    <Stack
      as="article"
      gap="3"
      borderWidth="1px"
      borderColor="accent.muted"
      borderRadius="lg"
      bg="bg"
      p="4"
      aria-label={T.title}
      data-testid="referral-card"
    >
      <Text fontWeight="medium">{T.invite(data.agentName)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {T.explain}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {T.invitedAt} <DateText value={data.createdAt} />
      </Text>
      <HStack gap="2">
        <Button
          colorPalette="primary"
          size="sm"
          loading={busy === 'accept'}
          disabled={busy !== null}
          onClick={() => onAnswer(true)}
        >
          {T.accept}
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={busy === 'decline'}
          disabled={busy !== null}
          onClick={() => onAnswer(false)}
        >
          {T.decline}
        </Button>
      </HStack>
    </Stack>
  );
}
