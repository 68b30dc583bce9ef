import { Field, InputType, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@InputType()
export class ContactInput {
  @Field(() => String, { description: 'Sender name' }) name!: string;
  @Field(() => String, { description: 'Reply email' }) email!: string;
  @Field(() => String, { description: 'Contact phone', nullable: true }) phone?: string | null;
  @Field(() => String, { description: 'One of CONTACT_CATEGORIES' }) category!: string;
  @Field(() => String, { description: 'The message' }) message!: string;
}

@ObjectType()
export class ContactPayload {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => [FieldError]) errors!: FieldError[];
}
