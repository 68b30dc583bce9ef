import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A 6-digit email or mobile code, stored hashed; limited attempts, single use. */
@Entity({ tableName: 'verification_code' })
export class VerificationCode {
  [OptionalProps]?: 'attempts' | 'consumedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'string', length: 6 })
  channel!: 'email' | 'mobile';

  /** The address or number the code was sent to: a code is only good for that target. */
  @Property({ type: 'string', length: 254 })
  target!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'smallint' })
  attempts = 0;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  consumedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
