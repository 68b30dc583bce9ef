import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A message from the public contact form (SPEC §1 聯絡我們); the service desk also gets it by mail. */
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  [OptionalProps]?: 'phone' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 30 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 20 })
  category!: string;

  @Property({ type: 'string', length: 2000 })
  message!: string;

  /** The sender's address as the proxy settings report it (the rate limit's key). */
  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'Date' })
  createdAt: Date = new Date();
}
