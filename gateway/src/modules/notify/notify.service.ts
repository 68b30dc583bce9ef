import { ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { splitEmails, VALIDATORS as V } from '../../core/validation/validators';
import { MemberNotifySetting } from './notify-setting.entity';
import {
  NotifyType,
  notifyTypeKey,
  type NotifySetting,
  type NotifySettingInput,
  type NotifySettingsPayload,
} from './notify.types';

export const NOTIFY_TYPES: readonly { type: NotifyType; label: string }[] = [
  { type: NotifyType.TRADE, label: '交易通知' },
  { type: NotifyType.PAYOUT, label: '撥款與提領通知' },
  { type: NotifyType.SHIPPING, label: '物流通知' },
  { type: NotifyType.SYSTEM, label: '系統公告' },
];

/** Notification recipients per type (SPEC §5: comma-separated emails, at most 5). */
export class NotifyService {
  async list(ctx: RequestContext): Promise<NotifySetting[]> {
    const rows = await ctx.em.find(MemberNotifySetting, { memberId: ownerId(ctx) });
    return NOTIFY_TYPES.map(({ type, label }) => ({
      type,
      label,
      emails: (rows.find((r) => r.type === type)?.emails ?? []).join(','),
    }));
  }

  async update(ctx: RequestContext, input: NotifySettingInput[]): Promise<NotifySettingsPayload> {
    const memberId = ownerId(ctx);
    const errors: FieldError[] = [];
    for (const item of input) {
      if (!NOTIFY_TYPES.some((t) => t.type === item.type))
        errors.push(fieldError(notifyTypeKey(item.type), 'UNKNOWN_TYPE', '未知的通知類型'));
      else if (item.emails.trim()) {
        const message = V.emails(item.emails);
        if (message) errors.push(fieldError(notifyTypeKey(item.type), 'INVALID', message));
      }
    }
    if (errors[0]) return { success: false, message: errors[0].message, errors, settings: await this.list(ctx) };
    if (input.length > 0)
      await ctx.em.upsertMany(
        MemberNotifySetting,
        input.map((item) => ({ memberId, type: item.type, emails: splitEmails(item.emails), updatedAt: new Date() })),
      );
    return { success: true, message: '通知設定已儲存', errors: [], settings: await this.list(ctx) };
  }
}
