import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A member's personal access token for tools: only its SHA-256 is stored. */
@Entity({ tableName: 'access_token' })
export class AccessToken {
  [OptionalProps]?: 'lastUsedAt' | 'revokedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'string', length: 40 })
  name!: string;

  /** The token's first characters, to recognise it in the list. */
  @Property({ type: 'string', length: 12 })
  tokenPrefix!: string;

  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: ArrayType })
  scopes!: string[];

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /** Who created it (viewer id). */
  @Property({ type: 'string', length: 60 })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
