import { accountHolderId, requireViewer, sellerId } from '../../core/auth/access';
import { MemberType } from '@paydesk/shared/member-types';
import sanitizeHtml from 'sanitize-html';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { GlobalNotice, GlobalNoticeAck, NoticeAcceptance } from './notice.entities';
import { fieldError, forbidden, type FieldError } from '../../core/errors';
import { NOTICE_KEYS, NOTICE_TEXT, PROVIDER_TRANSFER_DATE } from './notice.texts';
import { invalidInput } from '../../core/errors';
import { NoticeSendType } from './notice.types';

const GLOBAL_NOTICE_SEND_TYPES: readonly string[] = Object.values(NoticeSendType);

/** A provider-notice slot: null when there is nothing (left) to accept. */
export interface PendingNotice {
  content: string;
}

export interface NoticeState {
  providerMember: boolean;
  providerPlatform: boolean;
  taxPending: boolean;
}

export interface GlobalNoticeRow {
  id: number;
  type: string;
  content: string;
  context: string;
  sendType: NoticeSendType;
  btnText: string;
}

/** Only tags a notice needs; scripts, handlers and foreign styles are stripped before storing and serving. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  });
}

const SEND_TYPES_FOR = (memType: number, isPlatform: boolean): NoticeSendType[] => {
  const types: NoticeSendType[] = [
    NoticeSendType.ALL,
    memType === MemberType.BUSINESS ? NoticeSendType.BUSINESS : NoticeSendType.PERSONAL,
  ];
  if (isPlatform) types.push(NoticeSendType.PLATFORM);
  return types;
};

/** Provider, tax and global notices and their acceptances, recorded with time in our own tables. */
export class NoticeService {
  /**
   * Which notices wait for this member, and its unacknowledged global notices, in one statement (every back-office
   * page asks through memberInfo). The provider notice concerns members who joined before the transfer.
   */
  async pending(ctx: RequestContext): Promise<{ state: NoticeState; globalNotices: GlobalNoticeRow[] }> {
    const memberId = sellerId(ctx);
    const viewer = requireViewer(ctx);
    const sendTypes = SEND_TYPES_FOR(viewer.memType, viewer.isPlatform);
    const [row] = await sqlOf(ctx.em)<{
      mem_type: number;
      is_platform: boolean;
      before_transfer: boolean;
      sells: boolean;
      keys: string[] | null;
      global_notices: (Omit<GlobalNoticeRow, 'sendType' | 'btnText'> & {
        send_type: NoticeSendType;
        btn_text: string;
      })[];
    }>(
      `select m.mem_type, m.is_platform, m.created_at < ?::date as before_transfer,
         exists (select 1 from merchant s where s.member_id = m.id) as sells,
         (select array_agg(notice_key) from notice_acceptance a where a.member_id = m.id) as keys,
         coalesce((select json_agg(json_build_object('id', n.id, 'type', n.type, 'content', n.content,
                     'context', n.context, 'send_type', n.send_type, 'btn_text', n.btn_text)
                     order by n.created_at, n.id)
                    from global_notice n
                   where n.active and n.send_type in (${sendTypes.map(() => '?').join(', ')})
                     and not exists (select 1 from global_notice_ack k where k.notice_id = n.id and k.member_id = m.id)),
                  '[]') as global_notices
       from member m where m.id = ?`,
      [PROVIDER_TRANSFER_DATE, ...sendTypes, memberId],
    );
    if (!row) throw forbidden();
    const accepted = new Set(row.keys ?? []);
    return {
      state: {
        providerMember: row.before_transfer && !accepted.has(NOTICE_KEYS.providerMember),
        providerPlatform: row.before_transfer && row.is_platform && !accepted.has(NOTICE_KEYS.providerPlatform),
        // The 2025 thresholds concern individuals who sell online: personal members with a shop.
        taxPending: Number(row.mem_type) === MemberType.PERSONAL && row.sells && !accepted.has(NOTICE_KEYS.tax),
      },
      globalNotices: row.global_notices.map((n) => ({
        id: n.id,
        type: n.type,
        content: sanitizeNoticeHtml(n.content),
        context: n.context,
        sendType: n.send_type,
        btnText: n.btn_text,
      })),
    };
  }

  /** SPEC §3 provider notice object: {member, platform}, each the notice to accept or null. */
  providerNoticeOf(state: NoticeState): { member: PendingNotice | null; platform: PendingNotice | null } {
    return {
      member: state.providerMember ? { content: NOTICE_TEXT.providerMember } : null,
      platform: state.providerPlatform ? { content: NOTICE_TEXT.providerPlatform } : null,
    };
  }

  /** SPEC §3 taxNotice: null counts as accepted. */
  taxNoticeOf(state: NoticeState): PendingNotice | null {
    return state.taxPending ? { content: NOTICE_TEXT.tax } : null;
  }

  private async accept(ctx: RequestContext, key: string): Promise<void> {
    const memberId = accountHolderId(ctx.viewer);
    await ctx.em.upsert(
      NoticeAcceptance,
      { memberId, noticeKey: key, acceptedBy: requireViewer(ctx).id },
      { onConflictAction: 'ignore' },
    );
  }

  async acceptProviderNotice(ctx: RequestContext, from: string): Promise<FieldError[]> {
    accountHolderId(ctx.viewer);
    if (from !== 'member' && from !== 'platform') return [fieldError('acceptFrom', 'INVALID', '請求錯誤')];
    if (from === 'platform' && !ctx.viewer?.isPlatform) throw forbidden();
    await this.accept(ctx, from === 'member' ? NOTICE_KEYS.providerMember : NOTICE_KEYS.providerPlatform);
    return [];
  }

  /** SPEC §7 confirm_accept: Confirm names the notice, e.g. taxNotice. */
  async confirm(ctx: RequestContext, confirm: string): Promise<FieldError[]> {
    accountHolderId(ctx.viewer);
    if (confirm !== 'taxNotice') return [fieldError('Confirm', 'INVALID', '請求錯誤')];
    await this.accept(ctx, NOTICE_KEYS.tax);
    return [];
  }

  async acknowledgeGlobalNotice(ctx: RequestContext, noticeId: number): Promise<FieldError[]> {
    const memberId = accountHolderId(ctx.viewer);
    const found = await ctx.em.count(GlobalNotice, { id: noticeId, active: true });
    if (found === 0) return [fieldError('id', 'NOT_FOUND', NOTICE_TEXT.notFound)];
    await ctx.em.upsert(GlobalNoticeAck, { noticeId, memberId }, { onConflictAction: 'ignore' });
    return [];
  }

  /** Publishes a global notice (content sanitised when stored as well as when served). */
  async publishGlobalNotice(
    ctx: RequestContext,
    input: { type: string; content: string; context: string; sendType: NoticeSendType; btnText: string },
  ): Promise<number> {
    // The column limits of global_notice, checked before the insert (SPEC §3 notice object).
    const limits: [keyof typeof input, number][] = [
      ['type', 20],
      ['context', 120],
      ['btnText', 20],
      ['content', 20_000],
    ];
    for (const [field, max] of limits)
      if (input[field].length > max) throw invalidInput(field, `「${field}」最多 ${max} 個字元`);
    if (!GLOBAL_NOTICE_SEND_TYPES.includes(input.sendType))
      throw invalidInput('sendType', '「sendType」須為 all、personal、business 或 platform');
    const notice = ctx.em.create(GlobalNotice, { ...input, content: sanitizeNoticeHtml(input.content) });
    await ctx.em.flush();
    return notice.id;
  }
}
