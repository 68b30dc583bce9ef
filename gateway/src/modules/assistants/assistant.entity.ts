import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Member } from '../members';

/** A named set of permission keys a business member grants to its assistants. */
@Entity({ tableName: 'assistant_group' })
export class AssistantGroup {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Member, { fieldName: 'owner_id' })
  owner!: Member;

  @Property({ type: 'string', length: 40 })
  name!: string;

  @Property({ type: 'text[]' })
  permissionKeys: string[] = [];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A sub-account of a business member, limited to its group's permission keys. */
@Entity({ tableName: 'assistant' })
export class Assistant {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Member, { fieldName: 'owner_id' })
  owner!: Member;

  @ManyToOne(() => AssistantGroup, { fieldName: 'group_id' })
  group!: AssistantGroup;

  @Property({ type: 'string', length: 20 })
  loginName!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'boolean' })
  enabled = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
