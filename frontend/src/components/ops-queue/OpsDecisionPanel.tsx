import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { reviewReasonProblem } from '@paydesk/shared/review-rules';
import { useContext, useState, type ReactNode } from 'react';
import { splitServerErrors } from '../../lib/form-errors';
import { Field } from '../chakra/field';
import { Textarea } from '../chakra/textarea';
import { FormErrorAlert } from '../LoadState';
import { TONE_PALETTE } from '../StatusBadge';
import { COMPONENT_TEXT } from '../text';
import type { OpsAuditLine } from './audit';
import { ConfirmContext, useConfirmStep, type OpsDecision } from './confirm';

const T = COMPONENT_TEXT.opsQueue;

export type ServerErrors = readonly { field?: string | null; message: string }[];

export type OpsDecisionResult = { ok: true; audit: OpsAuditLine } | { ok: false; errors: ServerErrors };

/**
 * Decisions on one item: an optional block of inputs (`extra`), the reason (required by the shared review rule for
 * every decision but approval), the buttons, and the confirm step; only a confirmed decision is sent. Server
 * errors on `reason` (or a field of `extraFields`) show in place, the rest above the buttons.
 */
export function OpsDecisionPanel({
  heading = T.decision,
  decisions,
  reasonLabel = T.reason,
  reasonRequired = T.reasonRequired,
  extraFields = [],
  extra,
  onDecide,
  onDone,
  once = false,
  testId,
}: {
  heading?: string;
  decisions: readonly OpsDecision[];
  reasonLabel?: string;
  reasonRequired?: string;
  extraFields?: readonly string[];
  extra?: (fieldErrors: Record<string, string>) => ReactNode;
  onDecide: (decision: OpsDecision, reason: string) => Promise<OpsDecisionResult>;
  onDone: (line: OpsAuditLine) => void;
  /** A pending item is decided once: the buttons go after a decision went through. */
  once?: boolean;
  testId?: string;
}) {
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [errors, setErrors] = useState<ServerErrors>([]);
  const queueConfirm = useContext(ConfirmContext);
  const ownConfirm = useConfirmStep();
  const confirm = queueConfirm ?? ownConfirm.ask;
  const [busy, setBusy] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  const { fieldErrors, formError } = splitServerErrors(errors, ['reason', ...extraFields]);
  const reasonMessage = localError ?? fieldErrors.reason;

  const ask = (decision: OpsDecision) => {
    const problem = reviewReasonProblem(reason, !decision.approve, reasonRequired);
    setLocalError(problem?.message ?? null);
    if (!problem) confirm({ decision, run: () => send(decision) });
  };
  const send = async (decision: OpsDecision) => {
    setBusy(decision.key);
    setErrors([]);
    try {
      const result = await onDecide(decision, reason.trim());
      if (result.ok) {
        setReason('');
        setDecided(true);
        onDone(result.audit);
      } else setErrors(result.errors.length ? result.errors : [{ message: T.sendError }]);
    } catch {
      setErrors([{ message: T.sendError }]);
    } finally {
      setBusy(null);
    }
  };

  if (once && decided) return null;
  return (
    <Stack gap="3" data-testid={testId}>
      {heading ? (
        <Heading as="h2" size="md">
          {heading}
        </Heading>
      ) : null}
      {extra?.(fieldErrors)}
      <Field.Root invalid={Boolean(reasonMessage)}>
        <Field.Label>{reasonLabel}</Field.Label>
        <Textarea size="sm" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        {reasonMessage ? <Field.ErrorText>{reasonMessage}</Field.ErrorText> : null}
      </Field.Root>
      <FormErrorAlert message={formError} />
      <HStack wrap="wrap" gap="2">
        {decisions.map((d) => (
          <Button
            key={d.key}
            size="sm"
            colorPalette={TONE_PALETTE[d.tone]}
            variant={d.approve ? 'solid' : 'outline'}
            disabled={busy !== null}
            loading={busy === d.key}
            onClick={() => ask(d)}
          >
            {d.label}
          </Button>
        ))}
      </HStack>
      {queueConfirm ? null : ownConfirm.dialog}
    </Stack>
  );
}
