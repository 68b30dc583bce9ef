import { ArrayType, Entity, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/** Who gets a member's notifications of one type (SPEC §5: comma-separated emails, at most 5). */
@Entity({ tableName: 'member_notify_setting' })
export class MemberNotifySetting {
  [PrimaryKeyProp]?: ['memberId', 'type'];

  @PrimaryKey({ type: 'integer' })
  memberId!: number;

  @PrimaryKey({ type: 'string', length: 20 })
  type!: string;

  @Property({ type: ArrayType })
  emails!: string[];

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
