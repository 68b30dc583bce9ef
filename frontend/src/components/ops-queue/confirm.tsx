import type { Tone } from '@paydesk/shared/code-list';
import { createContext, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { COMPONENT_TEXT } from '../text';

const T = COMPONENT_TEXT.opsQueue;

/** One decision an operator can take on a queue item. */
export interface OpsDecision {
  key: string;
  /** The button. */
  label: string;
  /** How the audit line says it: 核准, 退回, 要求補件… */
  verb: string;
  tone: Tone;
  /** The one decision that needs no reason (an approval). */
  approve?: boolean;
  confirmTitle: string;
  confirmMessage: string;
  confirmLabel?: string;
}

export interface ConfirmRequest {
  decision: OpsDecision;
  run: () => Promise<void>;
}

/**
 * The queue's one confirm step, rendered beside its drawer rather than inside it (a dialog inside the drawer's
 * portal would be hidden from assistive technology while the drawer is open).
 */
export const ConfirmContext = createContext<((request: ConfirmRequest) => void) | null>(null);

function DecisionConfirm({
  request,
  busy,
  onCancel,
  onConfirm,
}: {
  request: ConfirmRequest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const d = request?.decision;
  return (
    <ConfirmDialog
      open={request !== null}
      title={d?.confirmTitle ?? ''}
      message={d?.confirmMessage ?? ''}
      confirmLabel={d?.confirmLabel ?? T.confirm}
      tone={d && !d.approve ? 'error' : 'primary'}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** A confirm step: `ask` opens it, confirming runs the request (busy meanwhile) and closes it. */
export function useConfirmStep() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  // Mounted only while asked: a portal that already existed when the drawer opened stays hidden behind it.
  const dialog = request && (
    <DecisionConfirm
      request={request}
      busy={busy}
      onCancel={() => setRequest(null)}
      onConfirm={() => {
        if (!request) return;
        setBusy(true);
        void request.run().finally(() => {
          setBusy(false);
          setRequest(null);
        });
      }}
    />
  );
  return { ask: setRequest, dialog };
}
