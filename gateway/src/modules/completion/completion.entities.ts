import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/**
 * The detailed data a seller submits for review (SPEC §2.1 complete/personal|business). The bank account it gives
 * lives in member_bank_account (bank-account/), the one withdrawal account.
 */
@Entity({ tableName: 'member_profile' })
export class MemberDetails {
  [PrimaryKeyProp]?: 'memberId';
  [OptionalProps]?: 'bossName' | 'bossNationalId' | 'submittedAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  memberId!: number;

  @Property({ type: 'string', length: 100 })
  address!: string;

  @Property({ type: 'string', length: 20 })
  contactPhone!: string;

  /** A business member's representative. */
  @Property({ type: 'string', length: 60, nullable: true })
  bossName: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  bossNationalId: string | null = null;

  @Property({ type: 'datetime' })
  submittedAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** An uploaded identity or registration document; the file lives under UPLOAD_DIR. */
@Entity({ tableName: 'member_document' })
export class MemberDocument {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'string', length: 20 })
  kind!: string;

  @Property({ type: 'string', length: 200 })
  originalName!: string;

  /** Relative to UPLOAD_DIR. */
  @Property({ type: 'string', length: 80 })
  storedName!: string;

  @Property({ type: 'string', length: 40 })
  mime!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** An operator's decision on a submitted member (approve, ask for more, reject). */
@Entity({ tableName: 'member_review' })
export class MemberReview {
  [OptionalProps]?: 'reason' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'integer' })
  operatorId!: number;

  /** The member status the decision set. */
  @Property({ type: 'smallint' })
  decision!: number;

  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
