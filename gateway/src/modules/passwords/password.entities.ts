import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A member's earlier password hashes: the new password may not repeat the last ones (SPEC §4). */
@Entity({ tableName: 'password_history' })
export class PasswordHistory {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'text' })
  passwordHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A forgot-password link: only the token's SHA-256 is stored; single use, 60 minutes. */
@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken {
  [OptionalProps]?: 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
