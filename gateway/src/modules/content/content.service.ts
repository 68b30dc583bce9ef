import { isWithinMax } from '@paydesk/shared/generic-rules';
import { isCalendarDay } from '@paydesk/shared/taiwan-time';
import { requireOperator, requireViewer } from '../../core/auth/access';
import { parseId } from '../../core/validation/ids';
import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { ContentItem, ContentKind, ContentStatus } from './content.entity';
import { CONTENT_LIMITS, CONTENT_MESSAGES, FAQ_CATEGORIES } from '@paydesk/shared/content-rules';
import { isLive, sanitizeBody } from './content.rules';
import {
  ContentState,
  type ContentInput,
  type ContentItemView,
  type ContentPage,
  type ContentPayload,
} from './content.types';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';

function toView(item: ContentItem, now: Date): ContentItemView {
  const scheduled = item.status === ContentStatus.PUBLISHED && !isLive(item, now);
  return {
    id: String(item.id),
    kind: item.kind,
    title: item.title,
    summary: item.summary,
    bodyHtml: item.bodyHtml,
    category: item.category ?? null,
    categoryLabel: FAQ_CATEGORIES.find((c) => c.key === item.category)?.label ?? null,
    publishAt: item.publishAt ?? null,
    startsOn: item.startsOn ?? null,
    endsOn: item.endsOn ?? null,
    sort: item.sort,
    state: scheduled ? ContentState.SCHEDULED : (item.status as unknown as ContentState),
    updatedAt: item.updatedAt,
  };
}

function clampPage(page: number, pageSize: number): { page: number; pageSize: number } {
  return {
    page: Math.max(1, Math.floor(page)),
    pageSize: Math.min(CONTENT_LIMITS.pageSizeMax, Math.max(1, Math.floor(pageSize))),
  };
}

/** News, campaigns and FAQ: public reads see only live items; operators edit, publish and schedule. */
export class ContentService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  private liveFilter(kind: ContentKind) {
    return { kind, status: ContentStatus.PUBLISHED, publishAt: { $lte: this.now() } };
  }

  async publicList(
    ctx: RequestContext,
    kind: ContentKind.NEWS | ContentKind.CAMPAIGN,
    page: number,
    pageSize: number,
  ): Promise<ContentPage> {
    return this.list(ctx, this.liveFilter(kind), page, pageSize);
  }

  async publicItem(ctx: RequestContext, kind: ContentKind, id: string): Promise<ContentItemView | null> {
    const itemId = parseId(id);
    if (itemId === null) return null;
    const item = await ctx.em.findOne(ContentItem, { ...this.liveFilter(kind), id: itemId });
    return item ? toView(item, this.now()) : null;
  }

  async faqList(ctx: RequestContext, category: string | null): Promise<ContentItemView[]> {
    const where: FilterQuery<ContentItem> = { ...this.liveFilter(ContentKind.FAQ), ...(category ? { category } : {}) };
    const items = await ctx.em.find(ContentItem, where, { orderBy: { sort: 'asc', id: 'asc' } });
    const order = (key: string | null | undefined) => FAQ_CATEGORIES.findIndex((c) => c.key === key);
    return items.sort((a, b) => order(a.category) - order(b.category)).map((i) => toView(i, this.now()));
  }

  async adminList(ctx: RequestContext, kind: ContentKind, page: number, pageSize: number): Promise<ContentPage> {
    requireOperator(ctx);
    return this.list(ctx, { kind }, page, pageSize);
  }

  async adminItem(ctx: RequestContext, id: string): Promise<ContentItemView | null> {
    requireOperator(ctx);
    const itemId = parseId(id);
    const item = itemId === null ? null : await ctx.em.findOne(ContentItem, itemId);
    return item ? toView(item, this.now()) : null;
  }

  /** Creates or edits an item (body sanitised); an edit keeps its publish state. */
  async save(ctx: RequestContext, input: ContentInput): Promise<ContentPayload> {
    requireOperator(ctx);
    const errors = this.validate(input);
    if (errors.length > 0) return { item: null, errors };
    return inTransaction(ctx.em, async (em) => {
      if (!input.id && input.kind === ContentKind.FAQ && (await this.faqFull(em)))
        return { item: null, errors: [fieldError(null, 'TOO_MANY', CONTENT_MESSAGES.faqTooMany)] };
      // A malformed id ("abc") finds nothing, as an unknown one does: a NOT_FOUND answer, never a database error.
      const itemId = input.id ? parseId(input.id) : null;
      const item = !input.id ? new ContentItem() : itemId === null ? null : await em.findOne(ContentItem, itemId);
      if (!item || (input.id && item.kind !== input.kind))
        return { item: null, errors: [fieldError(null, 'NOT_FOUND', CONTENT_MESSAGES.notFound)] };
      Object.assign(item, {
        kind: input.kind,
        title: input.title.trim(),
        summary: input.summary.trim(),
        bodyHtml: sanitizeBody(input.bodyHtml),
        category: input.kind === ContentKind.FAQ ? input.category : null,
        startsOn: input.kind === ContentKind.CAMPAIGN ? input.startsOn || null : null,
        endsOn: input.kind === ContentKind.CAMPAIGN ? input.endsOn || null : null,
        sort: input.sort,
        updatedBy: requireViewer(ctx).account,
      });
      if (!item.bodyHtml)
        return { item: null, errors: [fieldError('bodyHtml', 'REQUIRED', CONTENT_MESSAGES.bodyRequired)] };
      em.persist(item);
      await em.flush();
      return { item: toView(item, this.now()), errors: [] };
    });
  }

  /** Whether the FAQ is at its cap, counted under a lock so parallel creates cannot all see room. */
  private async faqFull(em: EntityManager): Promise<boolean> {
    const sql = sqlOf(em);
    await sql("select pg_advisory_xact_lock(hashtext('cap:faq'))");
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from content_item where kind = ?', [
      ContentKind.FAQ,
    ]);
    return n >= CONTENT_LIMITS.faqMax;
  }

  /** Publishes now, or schedules when `publishAt` is in the future. */
  async publish(ctx: RequestContext, id: string, publishAt: Date | null): Promise<ContentPayload> {
    return this.setStatus(ctx, id, ContentStatus.PUBLISHED, publishAt ?? this.now());
  }

  async unpublish(ctx: RequestContext, id: string): Promise<ContentPayload> {
    return this.setStatus(ctx, id, ContentStatus.UNPUBLISHED, undefined);
  }

  private async setStatus(
    ctx: RequestContext,
    id: string,
    status: ContentStatus,
    publishAt: Date | undefined,
  ): Promise<ContentPayload> {
    requireOperator(ctx);
    return inTransaction(ctx.em, async (em) => {
      const itemId = parseId(id);
      const item = itemId === null ? null : await em.findOne(ContentItem, itemId);
      if (!item) return { item: null, errors: [fieldError(null, 'NOT_FOUND', CONTENT_MESSAGES.notFound)] };
      item.status = status;
      if (publishAt) item.publishAt = publishAt;
      item.updatedBy = requireViewer(ctx).account;
      await em.flush();
      return { item: toView(item, this.now()), errors: [] };
    });
  }

  private async list(
    ctx: RequestContext,
    where: FilterQuery<ContentItem>,
    page: number,
    pageSize: number,
  ): Promise<ContentPage> {
    const p = clampPage(page, pageSize);
    const [items, total] = await ctx.em.findAndCount(ContentItem, where, {
      orderBy: { publishAt: 'desc', id: 'desc' },
      limit: p.pageSize,
      offset: (p.page - 1) * p.pageSize,
    });
    return { items: items.map((i) => toView(i, this.now())), total, ...p };
  }

  private validate(input: ContentInput): FieldError[] {
    const errors: FieldError[] = [];
    const title = input.title.trim();
    if (!title) errors.push(fieldError('title', 'REQUIRED', CONTENT_MESSAGES.titleRequired));
    else if (!isWithinMax(title, CONTENT_LIMITS.title))
      errors.push(fieldError('title', 'TOO_LONG', CONTENT_MESSAGES.titleTooLong));
    if (!isWithinMax(input.summary.trim(), CONTENT_LIMITS.summary))
      errors.push(fieldError('summary', 'TOO_LONG', CONTENT_MESSAGES.summaryTooLong));
    if (!input.bodyHtml.trim()) errors.push(fieldError('bodyHtml', 'REQUIRED', CONTENT_MESSAGES.bodyRequired));
    else if (input.bodyHtml.length > CONTENT_LIMITS.body)
      errors.push(fieldError('bodyHtml', 'TOO_LONG', CONTENT_MESSAGES.bodyTooLong));
    if (input.kind === ContentKind.FAQ && !FAQ_CATEGORIES.some((c) => c.key === input.category)) {
      errors.push(fieldError('category', 'INVALID', CONTENT_MESSAGES.categoryInvalid));
    }
    if (input.kind === ContentKind.CAMPAIGN) {
      for (const field of ['startsOn', 'endsOn'] as const) {
        const value = input[field];
        if (value && !isCalendarDay(value)) errors.push(fieldError(field, 'INVALID', CONTENT_MESSAGES.dateInvalid));
      }
      if (input.startsOn && input.endsOn && input.endsOn < input.startsOn)
        errors.push(fieldError('endsOn', 'ORDER', CONTENT_MESSAGES.dateOrder));
    }
    return errors;
  }
}
