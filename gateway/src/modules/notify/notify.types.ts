import { CallbackStatus } from '@paydesk/shared/callback-statuses';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError, ResultPayload } from '../../core/errors';

/** Notification types: keys in the contract, the member_notify_setting.type values inside. */
export const NotifyType = { TRADE: 'trade', PAYOUT: 'payout', SHIPPING: 'shipping', SYSTEM: 'system' } as const;
export type NotifyType = (typeof NotifyType)[keyof typeof NotifyType];
registerEnumType(NotifyType, {
  name: 'NotifyType',
  description: 'Trade, payout, shipping or system notifications',
  valuesConfig: {
    TRADE: { description: 'Payments and refunds' },
    PAYOUT: { description: 'Withdrawals to the bank account' },
    SHIPPING: { description: 'Parcels' },
    SYSTEM: { description: 'Platform announcements' },
  },
});

/** The contract's key of a notification type: the field name its errors carry. */
export const notifyTypeKey = (type: NotifyType): string =>
  Object.entries(NotifyType).find(([, value]) => value === type)?.[0] ?? type;

@ObjectType({ description: 'One notification type and the addresses it goes to' })
export class NotifySetting {
  @Field(() => NotifyType)
  type!: NotifyType;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'Comma-separated, at most 5; empty falls back to the member email' })
  emails!: string;
}

@InputType()
export class NotifySettingInput {
  @Field(() => NotifyType, { description: 'Notification kind' })
  type!: NotifyType;

  @Field(() => String, { description: 'Comma-separated addresses' })
  emails!: string;
}

@ObjectType()
export class NotifySettingsPayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;

  @Field(() => [FieldError], { description: 'Field names are the notification types’ keys (e.g. TRADE)' })
  errors!: FieldError[];

  @Field(() => [NotifySetting])
  settings!: NotifySetting[];
}

@ObjectType({ description: "A shop's server-to-server paid callback: where it goes and whether it is signed" })
export class MerchantCallbackSettings {
  @Field(() => Int) merchantId!: number;
  @Field(() => String, { nullable: true, description: 'Where paid callbacks are posted; null: none are sent' })
  notifyUrl!: string | null;
  @Field(() => Boolean, { description: 'A hash key and IV exist (they are shown only when made)' })
  hashKeySet!: boolean;
  @Field(() => String, {
    description: "The shop's merchant number in ECPay's form: MerchantID of callbacks and the cashier",
  })
  merchantNo!: string;
  @Field(() => String, { nullable: true, description: 'Sandbox HashKey (null in production)' })
  testHashKey!: string | null;
  @Field(() => String, { nullable: true, description: 'Sandbox HashIV (null in production)' })
  testHashIv!: string | null;
}

@ObjectType()
export class MerchantCallbackPayload extends ResultPayload {
  @Field(() => MerchantCallbackSettings, { nullable: true }) settings!: MerchantCallbackSettings | null;
  @Field(() => String, { nullable: true, description: 'Only in the answer that made it: shown once' })
  hashKey!: string | null;
  @Field(() => String, { nullable: true, description: 'Only in the answer that made it: shown once' })
  hashIv!: string | null;
}

@ObjectType({ description: 'One try of a paid callback' })
export class NotifyAttemptView {
  @Field(() => Int) attempt!: number;
  @Field(() => Date) at!: Date;
  @Field(() => Int, { nullable: true, description: "The shop server's HTTP status; null when it did not answer" })
  statusCode!: number | null;
  @Field(() => Boolean, { description: 'The shop answered 1|OK' }) ok!: boolean;
  @Field(() => String, { nullable: true, description: 'zh-TW: why it failed' }) error!: string | null;
}

@ObjectType({ description: "A payment's paid callback: its state, the next try and every attempt" })
export class NotifyLogView {
  @Field(() => CallbackStatus, { description: 'NONE when the shop had no notify URL' })
  status!: number;
  @Field(() => String, { description: 'zh-TW state' }) statusLabel!: string;
  @Field(() => Date, { nullable: true, description: 'When it is tried again (pending only)' })
  nextAttemptAt!: Date | null;
  @Field(() => [NotifyAttemptView]) attempts!: NotifyAttemptView[];
}

@ObjectType()
export class NotifyResendPayload extends ResultPayload {
  @Field(() => NotifyLogView, { nullable: true }) log!: NotifyLogView | null;
}
