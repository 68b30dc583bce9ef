import { Field, InputType, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@InputType()
export class ContactInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { description: 'One of CONTACT_CATEGORIES' }) category!: string;
  @Field(() => String) message!: string;
}

@ObjectType()
export class ContactPayload {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => [FieldError]) errors!: FieldError[];
}
