import { CalendarDate } from '../../schema/calendar';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { ContentKind, ContentStatus } from './content.entity';

registerEnumType(ContentKind, {
  name: 'ContentKind',
  valuesConfig: {
    CAMPAIGN: { description: 'Campaign page' },
    FAQ: { description: 'Frequently asked question' },
    NEWS: { description: 'News item' },
  },
});
registerEnumType(ContentStatus, { name: 'ContentStatus' });

/** What operators see: stored status plus whether a publish date is still ahead. */
export enum ContentState {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
  UNPUBLISHED = 'UNPUBLISHED',
}
registerEnumType(ContentState, {
  name: 'ContentState',
  valuesConfig: {
    DRAFT: { description: 'Saved, not published' },
    PUBLISHED: { description: 'Shown to the public' },
    SCHEDULED: { description: 'Published from a later time' },
    UNPUBLISHED: { description: 'Taken down' },
  },
});

@ObjectType('ContentItem', { description: 'A news item, campaign or FAQ entry; bodyHtml is sanitised on the server' })
export class ContentItemView {
  @Field(() => ID) id!: string;
  @Field(() => ContentKind) kind!: ContentKind;
  @Field(() => String) title!: string;
  @Field(() => String) summary!: string;
  @Field(() => String) bodyHtml!: string;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => String, { nullable: true, description: 'zh-TW label of the FAQ category' }) categoryLabel!:
    string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) publishAt!: Date | null;
  @Field(() => CalendarDate, { nullable: true, description: 'Campaign start (Taiwan date)' }) startsOn!: string | null;
  @Field(() => CalendarDate, { nullable: true, description: 'Campaign end (Taiwan date), inclusive' }) endsOn!:
    string | null;
  @Field(() => Int) sort!: number;
  @Field(() => ContentState) state!: ContentState;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType()
export class ContentPage {
  @Field(() => [ContentItemView]) items!: ContentItemView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class FaqCategory {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
}

@InputType()
export class ContentInput {
  @Field(() => ID, { nullable: true, description: 'Omit to create' }) id?: string | null;
  @Field(() => ContentKind, { description: 'News, campaign or FAQ' }) kind!: ContentKind;
  @Field(() => String, { description: 'Title' }) title!: string;
  @Field(() => String, { description: 'Short summary for lists', defaultValue: '' }) summary!: string;
  @Field(() => String, { description: 'Body, sanitised HTML' }) bodyHtml!: string;
  @Field(() => String, { description: 'FAQ category key', nullable: true }) category?: string | null;
  @Field(() => String, { description: 'First day shown, YYYY-MM-DD', nullable: true }) startsOn?: string | null;
  @Field(() => String, { description: 'Last day shown, YYYY-MM-DD', nullable: true }) endsOn?: string | null;
  @Field(() => Int, { description: 'Display order, low first', defaultValue: 0 }) sort!: number;
}

@ObjectType()
export class ContentPayload {
  @Field(() => ContentItemView, { nullable: true }) item!: ContentItemView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}
