import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../database/sql';
import { announceSessionsEnded } from '../http/session-cache';
import { ViewerKind } from '../viewer';

/**
 * Deletes the session-store rows of one account (sess.passport.user = {kind, id}), so its other browsers are
 * signed out at once: after a password change or reset, or when an assistant is disabled. Members sign in
 * as MEMBER or BUYER depending on their type; both kinds are matched. `keepSessionId` spares the session
 * that made the change.
 */
export async function endSessionsOf(
  em: EntityManager,
  account: { kind: ViewerKind; id: number },
  options: { keepSessionId?: string } = {},
): Promise<number> {
  const kinds =
    account.kind === ViewerKind.ASSISTANT || account.kind === ViewerKind.OPERATOR
      ? [account.kind]
      : [ViewerKind.MEMBER, ViewerKind.BUYER];
  // The session table is the session store's (core/http/session-store.ts), not an entity; raw SQL runs in the
  // caller's transaction.
  const ended = await sqlOf(em)<{ sid: string }>(
    `delete from "session"
      where sess->'passport'->'user'->>'kind' in (${kinds.map(() => '?').join(', ')})
        and (sess->'passport'->'user'->>'id')::int = ?
        and sid <> ?
      returning sid`,
    [...kinds, account.id, options.keepSessionId ?? ''],
  );
  // This gateway's cache forgets them now; the other replicas hear the delete's notice when it commits.
  announceSessionsEnded(ended.map((row) => row.sid));
  return ended.length;
}
