import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/viewer';
import { currentRequestId } from '../../core/log/request-context';

/** Who did it, as the audit trail records it: `member:3`, `assistant:7 for member:3`, `operator:1`, `system`. */
export function actorOf(viewer: Viewer | null): string {
  if (!viewer) return 'system';
  // Viewer ids already read `member:3`, `assistant:7`, `operator:1`.
  return viewer.isAssistant && viewer.memberId ? `${viewer.id} for member:${viewer.memberId}` : viewer.id;
}

/**
 * Appends one audit record in the caller's transaction (the table refuses UPDATE and DELETE), with the id of the
 * request being served, if any (its log lines carry the same).
 */
export async function writeAudit(
  tx: EntityManager,
  r: { memberId: number | null; actor: string; action: string; target: string; before?: unknown; after?: unknown },
): Promise<void> {
  await sqlOf(tx)(
    `insert into audit_record (member_id, actor, action, target, before, after, request_id)
     values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)`,
    [
      r.memberId,
      r.actor,
      r.action,
      r.target,
      r.before === undefined ? null : JSON.stringify(r.before),
      r.after === undefined ? null : JSON.stringify(r.after),
      currentRequestId() ?? null,
    ],
  );
}
