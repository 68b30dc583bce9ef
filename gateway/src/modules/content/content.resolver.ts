import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, GraphQLISODateTime, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContentKind } from './content.entity';
import { CONTENT_LIMITS, FAQ_CATEGORIES } from '@paydesk/shared/content-rules';
import { ContentInput, ContentItemView, ContentPage, ContentPayload, FaqCategory } from './content.types';

@Resolver()
export class ContentResolver {
  @Query(() => ContentPage, { description: 'Published service announcements, newest first' })
  @Directive('@public')
  newsList(
    @Ctx() ctx: GatewayContext,
    @Arg('page', () => Int, { description: 'Page number, from 1', defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { description: 'Items per page', defaultValue: 10 }) pageSize: number,
  ) {
    return ctx.services.content.publicList(ctx, ContentKind.NEWS, page, pageSize);
  }

  @Query(() => ContentItemView, { description: 'One published news item, or null when not published', nullable: true })
  @Directive('@public')
  newsItem(@Ctx() ctx: GatewayContext, @Arg('id', () => ID, { description: 'Content item id' }) id: string) {
    return ctx.services.content.publicItem(ctx, ContentKind.NEWS, id);
  }

  @Query(() => ContentPage, { description: 'Published campaigns, newest first' })
  @Directive('@public')
  campaignList(
    @Ctx() ctx: GatewayContext,
    @Arg('page', () => Int, { description: 'Page number, from 1', defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { description: 'Items per page', defaultValue: 10 }) pageSize: number,
  ) {
    return ctx.services.content.publicList(ctx, ContentKind.CAMPAIGN, page, pageSize);
  }

  @Query(() => ContentItemView, {
    description: 'One published campaign page, or null when not published',
    nullable: true,
  })
  @Directive('@public')
  campaignItem(@Ctx() ctx: GatewayContext, @Arg('id', () => ID, { description: 'Content item id' }) id: string) {
    return ctx.services.content.publicItem(ctx, ContentKind.CAMPAIGN, id);
  }

  @Query(() => [ContentItemView], {
    description: `Published FAQ entries, by category order then sort. Bounded: at most ${CONTENT_LIMITS.faqMax}, because operators cannot create an FAQ entry beyond that`,
  })
  @Directive('@public')
  faqList(
    @Ctx() ctx: GatewayContext,
    @Arg('category', () => String, { description: 'FAQ category key; null lists every category', nullable: true })
    category: string | null,
  ) {
    return ctx.services.content.faqList(ctx, category ?? null);
  }

  @Query(() => [FaqCategory], {
    description: `The FAQ categories with published questions; public. Bounded: at most ${FAQ_CATEGORIES.length}, the FAQ category code list`,
  })
  @Directive('@public')
  faqCategories(): FaqCategory[] {
    return FAQ_CATEGORIES.map((c) => ({ ...c }));
  }

  @Query(() => ContentPage, { description: 'Every item of a kind, in any state (operators)' })
  @Directive('@auth(roles: [OPERATOR])')
  contentAdminList(
    @Ctx() ctx: GatewayContext,
    @Arg('kind', () => ContentKind, { description: 'News, campaign or FAQ' }) kind: ContentKind,
    @Arg('page', () => Int, { description: 'Page number, from 1', defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { description: 'Items per page', defaultValue: 20 }) pageSize: number,
  ) {
    return ctx.services.content.adminList(ctx, kind, page, pageSize);
  }

  @Query(() => ContentItemView, {
    description: 'One content item in any state, for the operator editor',
    nullable: true,
  })
  @Directive('@auth(roles: [OPERATOR])')
  contentAdminItem(@Ctx() ctx: GatewayContext, @Arg('id', () => ID, { description: 'Content item id' }) id: string) {
    return ctx.services.content.adminItem(ctx, id);
  }

  @Mutation(() => ContentPayload, { description: 'Creates or updates a news, campaign or FAQ item as a draft' })
  @Directive('@auth(roles: [OPERATOR])')
  saveContent(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ContentInput, { description: "The content item's fields" }) input: ContentInput,
  ) {
    return ctx.services.content.save(ctx, input);
  }

  @Mutation(() => ContentPayload, { description: 'Publish now, or schedule when publishAt is in the future' })
  @Directive('@auth(roles: [OPERATOR])')
  publishContent(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => ID, { description: 'Content item id' }) id: string,
    @Arg('publishAt', () => GraphQLISODateTime, { description: 'When to publish; null publishes now', nullable: true })
    publishAt: Date | null,
  ) {
    return ctx.services.content.publish(ctx, id, publishAt ?? null);
  }

  @Mutation(() => ContentPayload, { description: 'Takes a published content item down' })
  @Directive('@auth(roles: [OPERATOR])')
  unpublishContent(@Ctx() ctx: GatewayContext, @Arg('id', () => ID, { description: 'Content item id' }) id: string) {
    return ctx.services.content.unpublish(ctx, id);
  }
}
