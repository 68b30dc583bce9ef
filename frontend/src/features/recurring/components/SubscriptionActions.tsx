import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RETRY_DAYS, SUBSCRIPTION_STATUS_LIST } from '@paydesk/shared/period-rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { SubscriptionStatus } from '../../../graphql/generated';
import { SUBSCRIPTION_TEXT as T } from '../text';

export type SubscriptionAction = 'pause' | 'resume' | 'cancel' | 'decline';

/**
 * The seller's moves a status allows (the shared state machine). PAST_DUE → ACTIVE is the scheduler's successful
 * retry, not a seller's resume, so 恢復 is offered for a paused subscription only.
 */
export function allowedActions(status: SubscriptionStatus, sandbox: boolean): SubscriptionAction[] {
  const can = (to: SubscriptionStatus) => SUBSCRIPTION_STATUS_LIST.canMove(status, to);
  const actions: SubscriptionAction[] = [];
  if (can('PAUSED')) actions.push('pause');
  if (status === 'PAUSED' && can('ACTIVE')) actions.push('resume');
  if (can('CANCELLED')) actions.push('cancel');
  if (sandbox && ['ACTIVE', 'PAUSED', 'PAST_DUE'].includes(status)) actions.push('decline');
  return actions;
}

const LABELS: Record<SubscriptionAction, string> = {
  pause: T.pause,
  resume: T.resume,
  cancel: T.cancel,
  decline: T.decline,
};

const CONFIRM: Record<SubscriptionAction, { title: string; message: string }> = {
  pause: { title: T.confirm.pauseTitle, message: T.confirm.pause },
  resume: { title: T.confirm.resumeTitle, message: T.confirm.resume },
  cancel: { title: T.confirm.cancelTitle, message: T.confirm.cancel },
  decline: { title: T.confirm.declineTitle, message: T.confirm.decline },
};

/** Buttons for the allowed moves; each asks first and then runs `onAction` (busy until it settles). */
export function SubscriptionActions({
  status,
  sandbox,
  onAction,
}: {
  status: SubscriptionStatus;
  sandbox: boolean;
  onAction: (action: SubscriptionAction) => Promise<unknown>;
}) {
  const [asking, setAsking] = useState<SubscriptionAction | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = allowedActions(status, sandbox).filter((a) => a !== 'decline');
  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await onAction(asking);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap" data-testid="subscription-actions">
        {actions.map((a) => (
          <Button
            key={a}
            size="sm"
            variant={a === 'cancel' ? 'outline' : 'solid'}
            colorPalette={a === 'cancel' ? 'error' : 'primary'}
            onClick={() => setAsking(a)}
            disabled={busy}
          >
            {LABELS[a]}
          </Button>
        ))}
      </HStack>
      {allowedActions(status, sandbox).includes('decline') ? (
        <Box bg="accent.subtle" borderRadius="lg" p="4" data-testid="sandbox-decline">
          <Heading as="h3" size="sm">
            {T.sandboxTitle}
          </Heading>
          <Text fontSize="sm" my="2">
            {T.retryExplain(RETRY_DAYS)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setAsking('decline')} disabled={busy}>
            {T.decline}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? CONFIRM[asking].title : ''}
        message={asking ? CONFIRM[asking].message : ''}
        confirmLabel={asking ? LABELS[asking] : ''}
        tone={asking === 'cancel' ? 'error' : 'primary'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
