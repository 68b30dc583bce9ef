import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../members';
import { OutboxMessage } from './outbox-message.entity';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config/config';
import { ViewerKind, type Viewer } from '../../core/viewer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** An SMS gateway. The outbox implementation stands in for a real provider outside production. */
export interface SmsProvider {
  send(em: EntityManager, mobile: string, text: string): Promise<void>;
}

export interface OutboxRow {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  createdAt: string;
}

async function writeOutbox(em: EntityManager, channel: 'mail' | 'sms', message: MailMessage): Promise<void> {
  // A native insert runs at once inside the caller's transaction, whether or not the caller flushes.
  await em.insert(OutboxMessage, {
    channel,
    recipient: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
  });
}

/** SMS into the developer outbox (local, test, sandbox; and until a provider contract exists). */
export class OutboxSmsProvider implements SmsProvider {
  async send(em: EntityManager, mobile: string, text: string): Promise<void> {
    await writeOutbox(em, 'sms', { to: mobile, subject: '簡訊', text });
  }
}

/** Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise the outbox table. */
export class MailService {
  private readonly transport: Transporter | null;

  constructor(private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom'>) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async send(em: EntityManager, message: MailMessage): Promise<void> {
    if (!this.transport) return writeOutbox(em, 'mail', message);
    await this.transport.sendMail({ from: this.config.mailFrom, ...message });
  }

  /** The newest outbox messages, optionally for one recipient (developer mailbox). */
  /** The addresses and numbers a signed-in member or buyer receives at; null for anyone else. */
  async ownRecipients(em: EntityManager, viewer: Viewer | null): Promise<string[] | null> {
    if (
      !viewer ||
      viewer.isAssistant ||
      viewer.memberId === null ||
      (viewer.kind !== ViewerKind.MEMBER && viewer.kind !== ViewerKind.BUYER)
    )
      return null;
    const member = await em.findOne(Member, viewer.memberId);
    return [member?.email, member?.mobile].filter((r): r is string => Boolean(r));
  }

  /** The newest outbox messages to any of these recipients. */
  async outboxOf(em: EntityManager, recipients: string[], limit = 50): Promise<OutboxRow[]> {
    if (recipients.length === 0) return [];
    const rows = await em.find(
      OutboxMessage,
      { [raw('lower(recipient)')]: { $in: recipients.map((r) => r.toLowerCase()) } },
      { orderBy: { id: 'desc' }, limit },
    );
    return rows.map(toOutboxRow);
  }

  async outbox(em: EntityManager, recipient: string | null, limit = 50): Promise<OutboxRow[]> {
    if (recipient !== null) return this.outboxOf(em, [recipient], limit);
    return (await em.find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit })).map(toOutboxRow);
  }
}

function toOutboxRow(m: OutboxMessage): OutboxRow {
  return {
    id: m.id,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    bodyText: m.bodyText,
    bodyHtml: m.bodyHtml,
    createdAt: m.createdAt.toISOString(),
  };
}
