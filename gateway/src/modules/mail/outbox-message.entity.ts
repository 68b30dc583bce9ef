import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A mail or SMS kept instead of sent (local, test, sandbox; SMS until a provider contract exists). */
@Entity({ tableName: 'outbox_message' })
export class OutboxMessage {
  [OptionalProps]?: 'subject' | 'bodyHtml' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 4 })
  channel!: 'mail' | 'sms';

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Property({ type: 'string', length: 200 })
  subject = '';

  @Property({ type: 'text' })
  bodyText!: string;

  @Property({ type: 'text', nullable: true })
  bodyHtml: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
