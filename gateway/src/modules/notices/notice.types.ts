import { Field, InputType, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@ObjectType()
export class NoticePayload {
  @Field(() => [FieldError])
  errors!: FieldError[];
}

@InputType()
export class GlobalNoticeInput {
  @Field(() => String) type!: string;
  @Field(() => String) content!: string;
  @Field(() => String) context!: string;
  @Field(() => String) sendType!: string;
  @Field(() => String) btnText!: string;
}
