import { Field, InputType, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@ObjectType({ description: 'One notification type and the addresses it goes to' })
export class NotifySetting {
  @Field(() => String, { description: 'trade | payout | shipping | system' })
  type!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'Comma-separated, at most 5; empty falls back to the member email' })
  emails!: string;
}

@InputType()
export class NotifySettingInput {
  @Field(() => String)
  type!: string;

  @Field(() => String)
  emails!: string;
}

@ObjectType()
export class NotifySettingsPayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;

  @Field(() => [FieldError], { description: "Field names are the notification types (e.g. 'trade')" })
  errors!: FieldError[];

  @Field(() => [NotifySetting])
  settings!: NotifySetting[];
}
