import type { EntityManager } from '@mikro-orm/postgresql';
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
  await em
    .getConnection()
    .execute(
      'insert into outbox_message (channel, recipient, subject, body_text, body_html) values (?, ?, ?, ?, ?)',
      [channel, message.to, message.subject, message.text, message.html ?? null],
      'run',
      em.getTransactionContext(),
    );
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
    const [row] = await em
      .getConnection()
      .execute<{ email: string | null; mobile: string | null }[]>('select email, mobile from member where id = ?', [
        viewer.memberId,
      ]);
    return [row?.email, row?.mobile].filter((r): r is string => Boolean(r));
  }

  /** The newest outbox messages to any of these recipients. */
  async outboxOf(em: EntityManager, recipients: string[], limit = 50): Promise<OutboxRow[]> {
    if (recipients.length === 0) return [];
    const rows = await em.getConnection().execute<OutboxDbRow[]>(
      `select id, channel, recipient, subject, body_text, body_html, created_at from outbox_message
       where lower(recipient) in (${recipients.map(() => 'lower(?)').join(', ')}) order by id desc limit ?`,
      [...recipients, limit],
    );
    return rows.map(toOutboxRow);
  }

  async outbox(em: EntityManager, recipient: string | null, limit = 50): Promise<OutboxRow[]> {
    const rows = await em.getConnection().execute<OutboxDbRow[]>(
      `select id, channel, recipient, subject, body_text, body_html, created_at from outbox_message
       where (?::text is null or lower(recipient) = lower(?)) order by id desc limit ?`,
      [recipient, recipient, limit],
    );
    return rows.map(toOutboxRow);
  }
}

type OutboxDbRow = {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: string;
};

function toOutboxRow(r: OutboxDbRow): OutboxRow {
  return {
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    bodyText: r.body_text,
    bodyHtml: r.body_html,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
