import type { ChangeSet, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { announceMemberChanged } from '../../core/http/session-cache';
import { MEMBER_FACT_COLUMNS } from './member-facts';
import { Member } from './member.entity';

/** The member fields a signed-in request's viewer is built from (its id never changes). */
const VIEWER_FIELDS = Object.keys(MEMBER_FACT_COLUMNS).filter((field) => field !== 'id');

const touchesViewer = (change: ChangeSet<Member>) =>
  change.type === 'delete' || VIEWER_FIELDS.some((field) => field in change.payload);

/**
 * After a flush that changed what a member's viewer is built from, this gateway's session cache forgets that
 * member's sessions at once (other replicas hear the database trigger's notice). After the flush, not after the
 * commit: a read in between may keep the old row, and the commit's notice then removes it.
 */
export class MemberChangeAnnouncer implements EventSubscriber {
  afterFlush(args: FlushEventArgs): void {
    for (const change of args.uow.getChangeSets())
      if (change.entity instanceof Member && touchesViewer(change as ChangeSet<Member>))
        announceMemberChanged((change.entity as Member).id);
  }
}
