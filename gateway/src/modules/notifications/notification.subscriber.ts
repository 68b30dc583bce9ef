import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import type { DomainEvent, EventSubscriber } from '../events';
import type { MailService, SmsProvider } from '../mail';
import { noticeHtml, noticeText, type NoticeDraft, type NoticeTo } from './notice-layout';
import { noticesOf } from './notice-templates';
import { qrCodeDataUrl } from '../../core/files/qr-code';

/** Where one draft goes: mail addresses and, when the draft has an SMS, mobile numbers. */
interface Addresses {
  emails: string[];
  mobiles: string[];
}

/**
 * A member's notice goes to the recipients of the 通知設定 type it belongs to, or to the member's own email when
 * that type has none (as the settings page says); an SMS to the member's own mobile.
 */
async function addressesOf(tx: EntityManager, to: NoticeTo): Promise<Addresses> {
  if (!('member' in to)) return { emails: to.email ? [to.email] : [], mobiles: to.sms && to.mobile ? [to.mobile] : [] };
  if (to.member === null) return { emails: [], mobiles: [] };
  const [row] = await sqlOf(tx)<{ email: string | null; mobile: string | null; emails: string[] | null }>(
    `select m.email, m.mobile, s.emails from member m
       left join member_notify_setting s on s.member_id = m.id and s.type = ? where m.id = ?`,
    [to.setting ?? '', to.member],
  );
  if (!row) return { emails: [], mobiles: [] };
  const emails = row.emails?.length ? row.emails : row.email ? [row.email] : [];
  return { emails, mobiles: to.sms && row.mobile ? [row.mobile] : [] };
}

/** Takes the message's unique key; false when this (event, recipient, channel) was already sent. */
async function claimMessage(
  tx: EntityManager,
  event: DomainEvent,
  recipient: string,
  channel: 'mail' | 'sms',
  draft: NoticeDraft,
): Promise<boolean> {
  const rows = await sqlOf(tx)(
    `insert into notification_sent (event_id, recipient, channel, template) values (?, ?, ?, ?)
     on conflict do nothing returning event_id`,
    [event.id, recipient.toLowerCase().slice(0, 254), channel, draft.template.slice(0, 60)],
  );
  return rows.length === 1;
}

const barcodeImage = (draft: NoticeDraft) =>
  draft.barcode && draft.barcode.value !== '-' ? qrCodeDataUrl(draft.barcode.value, 180) : Promise.resolve(null);

/**
 * The notification subscriber: every event of NOTICE_TEMPLATES becomes its mails (text and HTML) and SMS, one per
 * (event, recipient, channel). The unique key is written in the delivery's transaction with the outbox message,
 * so a retry or a second worker finds it taken and sends nothing again.
 */
export function notificationSubscriber(mail: MailService, sms: SmsProvider): EventSubscriber {
  return {
    name: 'notifications',
    async handle(tx, event) {
      for (const draft of noticesOf(event)) {
        const { emails, mobiles } = await addressesOf(tx, draft.to);
        const text = noticeText(draft);
        const html = emails.length ? noticeHtml(draft, await barcodeImage(draft)) : '';
        for (const to of emails)
          if (await claimMessage(tx, event, to, 'mail', draft))
            await mail.send(tx, { to, subject: draft.subject, text, html });
        if (draft.sms)
          for (const to of mobiles)
            if (await claimMessage(tx, event, to, 'sms', draft)) await sms.send(tx, to, draft.sms);
      }
    },
  };
}
