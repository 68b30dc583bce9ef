import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An access token for tools, a member's or an operator's (exactly one owner): only its SHA-256 is stored. */
@Entity({ tableName: 'access_token' })
export class AccessToken {
  [OptionalProps]?: 'lastUsedAt' | 'revokedAt' | 'createdAt' | 'memberId' | 'operatorId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  memberId: number | null = null;

  /** Set for an operator token (internal tools); then memberId is null. */
  @Property({ type: 'integer', nullable: true })
  operatorId: number | null = null;

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

/** One use of an operator token: insert-only, read by the operator console's use log. */
@Entity({ tableName: 'access_token_use' })
export class AccessTokenUse {
  [OptionalProps]?: 'usedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  tokenId!: number;

  /** The GraphQL operation's name (or its root fields when anonymous), or the REST method and path. */
  @Property({ type: 'string', length: 100 })
  operation!: string;

  /** query, mutation, subscription, rest, or invalid (the document did not parse or validate). */
  @Property({ type: 'string', length: 12 })
  operationType!: string;

  @Property({ type: 'boolean' })
  refused!: boolean;

  /** The client's address as Express sees it under the configured TRUST_PROXY rule. */
  @Property({ type: 'string', length: 64 })
  address!: string;

  @Property({ type: 'datetime' })
  usedAt: Date = new Date();
}
