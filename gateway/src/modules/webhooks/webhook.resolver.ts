import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { WEBHOOK_ENDPOINTS_MAX } from '@paydesk/shared/webhook-rules';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import type { GatewayContext } from '../services';
import {
  WebhookDeliveryPayload,
  WebhookDeliveryPage,
  WebhookEndpointInput,
  WebhookEndpointPayload,
  WebhookEndpointView,
  WebhookSecretPayload,
} from './webhook.types';

@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookEndpointView], {
    description: `The viewer's webhook endpoints. Bounded: at most ${WEBHOOK_ENDPOINTS_MAX} per account, because creating one beyond that is refused`,
  })
  @Permission('webhooks_index')
  webhookEndpoints(@Ctx() ctx: GatewayContext): Promise<WebhookEndpointView[]> {
    return ctx.services.webhooks.endpoints(ctx);
  }

  @Query(() => WebhookDeliveryPage, {
    description:
      'Deliveries newest first, keyset-paged: of one endpoint, or (failingOnly) the failing ones across every endpoint',
  })
  @Permission('webhooks_index')
  webhookDeliveries(
    @Ctx() ctx: GatewayContext,
    @Arg('endpointId', () => Int, { nullable: true, description: 'One endpoint; null: all of the member’s' })
    endpointId: number | null,
    @Arg('failingOnly', () => Boolean, {
      defaultValue: false,
      description: 'Only deliveries whose last attempt failed',
    })
    failingOnly: boolean,
    @Args() paging: PageArgs,
  ): Promise<WebhookDeliveryPage> {
    return ctx.services.webhooks.deliveries(ctx, endpointId, failingOnly, paging);
  }

  @Mutation(() => WebhookEndpointPayload, {
    description: 'Account holder: a new endpoint; its secret is in the answer',
  })
  @Permission('webhooks_index')
  createWebhookEndpoint(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => WebhookEndpointInput, { description: 'The new endpoint' }) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointPayload> {
    return ctx.services.webhooks.create(ctx, input);
  }

  @Mutation(() => WebhookEndpointPayload, { description: 'Account holder: changes an endpoint' })
  @Permission('webhooks_index')
  updateWebhookEndpoint(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'The endpoint' }) id: number,
    @Arg('input', () => WebhookEndpointInput, { description: 'Its new settings' }) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointPayload> {
    return ctx.services.webhooks.update(ctx, id, input);
  }

  @Mutation(() => WebhookEndpointPayload, { description: 'Account holder: deletes an endpoint and its log' })
  @Permission('webhooks_index')
  deleteWebhookEndpoint(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'The endpoint' }) id: number,
  ): Promise<WebhookEndpointPayload> {
    return ctx.services.webhooks.remove(ctx, id);
  }

  @Mutation(() => WebhookSecretPayload, {
    description: "Account holder: the endpoint's signing secret (rotate: a new one, the old one stops signing)",
  })
  @Permission('webhooks_index')
  webhookSecret(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'The endpoint' }) id: number,
    @Arg('rotate', () => Boolean, { defaultValue: false, description: 'Make a new secret (the old one stops at once)' })
    rotate: boolean,
  ): Promise<WebhookSecretPayload> {
    return ctx.services.webhooks.secret(ctx, id, rotate);
  }

  @Mutation(() => WebhookDeliveryPayload, { description: 'Account holder: sends a delivery again now' })
  @Permission('webhooks_index')
  resendWebhookDelivery(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'The delivery to post again' }) id: number,
  ): Promise<WebhookDeliveryPayload> {
    return ctx.services.webhooks.resend(ctx, id);
  }

  @Mutation(() => WebhookDeliveryPayload, { description: 'Account holder: sends a test event to an endpoint now' })
  @Permission('webhooks_index')
  sendWebhookTestEvent(
    @Ctx() ctx: GatewayContext,
    @Arg('endpointId', () => Int, { description: 'The endpoint to post to' }) endpointId: number,
    @Arg('type', () => String, { nullable: true, description: 'An event type of the catalogue; null: payment.paid' })
    type: string | null,
  ): Promise<WebhookDeliveryPayload> {
    return ctx.services.webhooks.sendTest(ctx, endpointId, type);
  }
}
