import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/** A member's acceptance of a provider or tax notice, with who accepted it (an assistant may accept). */
@Entity({ tableName: 'notice_acceptance' })
export class NoticeAcceptance {
  [PrimaryKeyProp]?: ['memberId', 'noticeKey'];
  [OptionalProps]?: 'acceptedAt';

  @PrimaryKey({ type: 'integer' })
  memberId!: number;

  @PrimaryKey({ type: 'string', length: 40 })
  noticeKey!: string;

  @Property({ type: 'string', length: 40 })
  acceptedBy!: string;

  @Property({ type: 'datetime' })
  acceptedAt: Date = new Date();
}

/** An announcement shown once to the members it is sent to, until each acknowledges it. */
@Entity({ tableName: 'global_notice' })
export class GlobalNotice {
  [OptionalProps]?: 'active' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  type!: string;

  /** Sanitised HTML (see sanitizeNoticeHtml). */
  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'string', length: 120 })
  context!: string;

  @Property({ type: 'string', length: 20 })
  sendType!: string;

  @Property({ type: 'string', length: 20 })
  btnText!: string;

  @Property({ type: 'boolean' })
  active = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'global_notice_ack' })
export class GlobalNoticeAck {
  [PrimaryKeyProp]?: ['noticeId', 'memberId'];
  [OptionalProps]?: 'ackedAt';

  @PrimaryKey({ type: 'integer' })
  noticeId!: number;

  @PrimaryKey({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'datetime' })
  ackedAt: Date = new Date();
}
