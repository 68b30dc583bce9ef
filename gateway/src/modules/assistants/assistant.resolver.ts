import type { GatewayContext } from '../services';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import {
  AssistantGroupInput,
  AssistantGroupPayload,
  AssistantGroupType,
  AssistantInput,
  AssistantPayload,
  AssistantType,
} from './assistant.types';

@Resolver()
export class AssistantResolver {
  @Query(() => [AssistantType])
  @Permission('assistant_index')
  assistants(@Ctx() ctx: GatewayContext) {
    return ctx.services.assistants.list(ctx);
  }

  @Query(() => AssistantType, { nullable: true })
  @Permission('assistant_account_edit')
  assistant(@Ctx() ctx: GatewayContext, @Arg('id', () => Int) id: number) {
    return ctx.services.assistants.get(ctx, id);
  }

  @Query(() => [AssistantGroupType])
  @Permission('assistant_index')
  assistantGroups(@Ctx() ctx: GatewayContext) {
    return ctx.services.assistants.groups(ctx);
  }

  @Query(() => AssistantGroupType, { nullable: true })
  @Permission('assistant_group_edit')
  assistantGroup(@Ctx() ctx: GatewayContext, @Arg('id', () => Int) id: number) {
    return ctx.services.assistants.group(ctx, id);
  }

  @Mutation(() => AssistantPayload)
  @Permission('assistant_account_create')
  createAssistant(@Ctx() ctx: GatewayContext, @Arg('input', () => AssistantInput) input: AssistantInput) {
    return ctx.services.assistants.create(ctx, input);
  }

  @Mutation(() => AssistantPayload)
  @Permission('assistant_account_edit')
  updateAssistant(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AssistantInput) input: AssistantInput,
  ) {
    return ctx.services.assistants.update(ctx, id, input);
  }

  @Mutation(() => AssistantGroupPayload)
  @Permission('assistant_group_create')
  createAssistantGroup(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => AssistantGroupInput) input: AssistantGroupInput,
  ) {
    return ctx.services.assistants.createGroup(ctx, input);
  }

  @Mutation(() => AssistantGroupPayload)
  @Permission('assistant_group_edit')
  updateAssistantGroup(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AssistantGroupInput) input: AssistantGroupInput,
  ) {
    return ctx.services.assistants.updateGroup(ctx, id, input);
  }
}
