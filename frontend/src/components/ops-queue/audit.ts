import { useApolloClient } from '@apollo/client/react';
import { OpsDecisionAuditDocument } from '../../graphql/documents/ops-queue';
import { formatDateTime } from '../../lib/money-format';
import { COMPONENT_TEXT } from '../text';

const T = COMPONENT_TEXT.opsQueue;

/** Who decided what, when and why, as the audit line shows it. */
export interface OpsAuditLine {
  actor: string;
  /** ISO time. */
  at: string;
  verb: string;
  reason: string | null;
}

export const auditLineText = (line: OpsAuditLine) =>
  T.auditLine(line.actor, formatDateTime(line.at), line.verb, line.reason);

/** The line a decision's own answer gives when the gateway keeps no audit record to read (the viewer decided, now). */
export function answeredAuditLine(verb: string, reason: string | null | undefined): OpsAuditLine {
  return { actor: T.operator, at: new Date().toISOString(), verb, reason: reason?.trim() || null };
}

function reasonOf(after: string | null): string | null {
  if (!after) return null;
  try {
    const value: unknown = JSON.parse(after);
    const reason = value && typeof value === 'object' ? (value as { reason?: unknown }).reason : null;
    return typeof reason === 'string' && reason ? reason : null;
  } catch {
    return null;
  }
}

/**
 * Reads back the audit record a decision just wrote on the member's trail (newest of `actions`): its actor, time
 * and stored reason. Without a member, a record or an answer, the decision's own answer stands (`fallback`).
 */
export function useDecisionAudit() {
  const client = useApolloClient();
  return async (memberId: number | null, actions: readonly string[], fallback: OpsAuditLine): Promise<OpsAuditLine> => {
    if (memberId == null) return fallback;
    try {
      const { data } = await client.query({
        query: OpsDecisionAuditDocument,
        variables: { memberId, first: 5 },
        fetchPolicy: 'network-only',
      });
      const record = data?.memberAuditTrail.items.find((r) => actions.includes(r.action));
      if (!record) return fallback;
      return {
        ...fallback,
        actor: record.actorLabel,
        at: record.createdAt,
        reason: reasonOf(record.after) ?? fallback.reason,
      };
    } catch {
      return fallback;
    }
  };
}
