import { answeredAuditLine, type OpsDecision, type OpsDecisionResult } from '../../../components/OpsQueue';
import { showToast } from '../../../lib/toast';
import { LOGISTICS_TEXT, OPS_LOGISTICS_TEXT as T } from '../text';

// What the two logistics review queues of /ops/logistics share: the search filter, the answer of a review and the
// reject decision.

export type Filter = { search: string };
export const NO_FILTER: Filter = { search: '' };

export const has = (words: string, values: readonly string[]) => {
  const w = words.trim().toLowerCase();
  return !w || values.some((v) => v.toLowerCase().includes(w));
};

type Outcome = { errors: readonly { field?: string | null; message: string }[] } | null | undefined;

/** A review's answer as the decision panel takes it: a toast when done, the refusal in the panel when not. */
export function outcome(
  payload: Outcome,
  done: string,
  verb: string,
  reason: string | null | undefined,
): OpsDecisionResult {
  if (payload && !payload.errors.length) {
    showToast(done, 'success');
    // These views carry no member id, so the line is the mutation's own answer (the stored reason, now).
    return { ok: true, audit: answeredAuditLine(verb, reason) };
  }
  return { ok: false, errors: payload?.errors.length ? payload.errors : [{ message: LOGISTICS_TEXT.saveError }] };
}

export const rejectDecision = (name: string, title: string): OpsDecision => ({
  key: 'reject',
  label: T.reject,
  verb: T.reject,
  tone: 'error',
  confirmTitle: title,
  confirmMessage: T.rejectAsk(name),
  confirmLabel: T.confirmReject,
});
