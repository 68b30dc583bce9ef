import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { ContentKind, ContentStatus } from './content.entity';

registerEnumType(ContentKind, { name: 'ContentKind' });
registerEnumType(ContentStatus, { name: 'ContentStatus' });

/** What operators see: stored status plus whether a publish date is still ahead. */
export enum ContentState {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
  UNPUBLISHED = 'UNPUBLISHED',
}
registerEnumType(ContentState, { name: 'ContentState' });

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
  @Field(() => String, { nullable: true, description: 'Campaign start, YYYY-MM-DD' }) startsOn!: string | null;
  @Field(() => String, { nullable: true, description: 'Campaign end, YYYY-MM-DD' }) endsOn!: string | null;
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
  @Field(() => ContentKind) kind!: ContentKind;
  @Field(() => String) title!: string;
  @Field(() => String, { defaultValue: '' }) summary!: string;
  @Field(() => String) bodyHtml!: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) startsOn?: string | null;
  @Field(() => String, { nullable: true }) endsOn?: string | null;
  @Field(() => Int, { defaultValue: 0 }) sort!: number;
}

@ObjectType()
export class ContentPayload {
  @Field(() => ContentItemView, { nullable: true }) item!: ContentItemView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}
