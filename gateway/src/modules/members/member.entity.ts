import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import { MemberType } from '@paydesk/shared/member-types';

/** A seller (personal or business) or a buyer account. Assistants and operators live in their own tables. */
@Entity({ tableName: 'member' })
export class Member {
  [OptionalProps]?:
    'status' | 'isPlatform' | 'profileCompleted' | 'defaultPassword' | 'passwordChangedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  loginName!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Enum({ items: () => MemberType, type: 'smallint' })
  memType!: MemberType;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  mobile?: string | null;

  /** National ID (personal) or tax ID (business): one member per identity (SPEC §5). */
  @Property({ type: 'string', length: 10, nullable: true })
  identityNo?: string | null;

  @Enum({ items: () => MemberStatus, type: 'smallint' })
  status: MemberStatus = MemberStatus.PENDING_REVIEW;

  /** Agents (platform members) get the agency area /auth/pf. */
  @Property({ type: 'boolean' })
  isPlatform = false;

  @Property({ type: 'boolean' })
  profileCompleted = false;

  @Property({ type: 'datetime', nullable: true })
  mailVerifiedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  mobileVerifiedAt?: Date | null;

  /** A temporary password issued by the platform: the member must change it before anything else. */
  @Property({ type: 'boolean' })
  defaultPassword = false;

  @Property({ type: 'datetime' })
  passwordChangedAt: Date = new Date();

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
