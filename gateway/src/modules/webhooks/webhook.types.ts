import { PageOf } from '../../core/paging';
import { CallbackStatus } from '@paydesk/shared/callback-statuses';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ResultPayload } from '../../core/errors';

@ObjectType({ description: "A seller's webhook endpoint: where signed events go and which ones" })
export class WebhookEndpointView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true, description: 'The shop whose events it gets; null: every shop of the member' })
  merchantId!: number | null;
  @Field(() => String, { nullable: true }) merchantName!: string | null;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [String], { description: 'Event types (the catalogue’s webhook entries) it receives' })
  events!: string[];
  @Field(() => Boolean, { description: 'Disabled: nothing is posted to it; its pending deliveries wait' })
  enabled!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class WebhookEndpointInput {
  @Field(() => String, { description: 'HTTPS address on the internet (no private or internal address)' }) url!: string;
  @Field(() => String, { nullable: true, description: 'A note for the seller' }) description?: string | null;
  @Field(() => Int, { nullable: true, description: 'One of the member’s shops; null: every shop' })
  merchantId?: number | null;
  @Field(() => [String], { description: 'Event types of the catalogue to receive' }) events!: string[];
  @Field(() => Boolean, { nullable: true, description: 'Default true' }) enabled?: boolean | null;
}

@ObjectType({ description: 'One POST of a webhook delivery' })
export class WebhookAttemptView {
  @Field(() => Int) attempt!: number;
  @Field(() => Date) at!: Date;
  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status; null when it did not answer" })
  statusCode!: number | null;
  @Field(() => Boolean, { description: 'The endpoint answered 2xx' }) ok!: boolean;
  @Field(() => String, { nullable: true, description: 'zh-TW: why it failed, or that it is still sending' })
  error!: string | null;
  @Field(() => String, { nullable: true, description: 'The first 200 characters of the answer' })
  answer!: string | null;
}

@ObjectType({ description: 'One event sent to one endpoint: its state and every attempt' })
export class WebhookDeliveryView {
  @Field(() => Int) id!: number;
  @Field(() => String) eventId!: string;
  @Field(() => String) eventType!: string;
  @Field(() => Int) endpointId!: number;
  @Field(() => String) endpointUrl!: string;
  @Field(() => CallbackStatus) status!: number;
  @Field(() => String, { description: 'zh-TW state' }) statusLabel!: string;
  @Field(() => Date, { nullable: true, description: 'When it is tried again (pending only)' })
  nextAttemptAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => [WebhookAttemptView]) attempts!: WebhookAttemptView[];
}

@ObjectType()
export class WebhookEndpointPayload extends ResultPayload {
  @Field(() => WebhookEndpointView, { nullable: true }) endpoint!: WebhookEndpointView | null;
  @Field(() => String, { nullable: true, description: 'The signing secret, in the answer that made it' })
  secret!: string | null;
}

@ObjectType()
export class WebhookSecretPayload extends ResultPayload {
  @Field(() => String, { nullable: true }) secret!: string | null;
}

@ObjectType()
export class WebhookDeliveryPayload extends ResultPayload {
  @Field(() => WebhookDeliveryView, { nullable: true }) delivery!: WebhookDeliveryView | null;
}

@ObjectType({ description: 'A page of webhook deliveries, newest first' })
export class WebhookDeliveryPage extends PageOf(WebhookDeliveryView) {}
