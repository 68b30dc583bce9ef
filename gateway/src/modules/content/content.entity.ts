import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';

export enum ContentKind {
  NEWS = 'NEWS',
  CAMPAIGN = 'CAMPAIGN',
  FAQ = 'FAQ',
}

/** Stored state; "scheduled" is PUBLISHED with a future publishAt. */
export enum ContentStatus {
  DRAFT = 'DRAFT',
  PUBLISHED = 'PUBLISHED',
  UNPUBLISHED = 'UNPUBLISHED',
}

/** A service announcement, marketing campaign or FAQ entry, edited by operators. */
@Entity({ tableName: 'content_item' })
export class ContentItem {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => ContentKind, type: 'string' })
  kind!: ContentKind;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'string', length: 300 })
  summary = '';

  /** Sanitised on save (sanitize-html), so readers may render it as HTML. */
  @Property({ type: 'text' })
  bodyHtml = '';

  /** FAQ category key (see FAQ_CATEGORIES); null for news and campaigns. */
  @Property({ type: 'string', length: 20, nullable: true })
  category?: string | null;

  @Enum({ items: () => ContentStatus, type: 'string' })
  status: ContentStatus = ContentStatus.DRAFT;

  @Property({ type: 'datetime', nullable: true })
  publishAt?: Date | null;

  /** Campaign period, YYYY-MM-DD. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  startsOn?: string | null;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  endsOn?: string | null;

  /** FAQ order within its category. */
  @Property({ type: 'integer' })
  sort = 0;

  @Property({ type: 'string', length: 40 })
  updatedBy = '';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
