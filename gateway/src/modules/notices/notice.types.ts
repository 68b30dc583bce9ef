import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';

/** Who a global notice goes to: global_notice.send_type values (the table's check constraint keeps them). */
export const NoticeSendType = { ALL: 'all', PERSONAL: 'personal', BUSINESS: 'business', PLATFORM: 'platform' } as const;
export type NoticeSendType = (typeof NoticeSendType)[keyof typeof NoticeSendType];
registerEnumType(NoticeSendType, {
  name: 'NoticeSendType',
  description: 'Every member, personal or business members only, or platform members',
  valuesConfig: {
    ALL: { description: 'Every member' },
    PERSONAL: { description: 'Personal members only' },
    BUSINESS: { description: 'Business members only' },
    PLATFORM: { description: 'Platform members (agents) only' },
  },
});

@ObjectType()
export class NoticePayload {
  @Field(() => [FieldError])
  errors!: FieldError[];
}

@InputType()
export class GlobalNoticeInput {
  @Field(() => String, { description: 'Notice kind key' }) type!: string;
  @Field(() => String, { description: 'Notice text' }) content!: string;
  @Field(() => String, { description: 'Where the notice is shown' }) context!: string;
  @Field(() => NoticeSendType, { description: 'Which members receive it' }) sendType!: NoticeSendType;
  @Field(() => String, { description: 'Label of the confirm button' }) btnText!: string;
}
