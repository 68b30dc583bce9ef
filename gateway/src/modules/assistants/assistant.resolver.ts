import type { GatewayContext } from '../services';
import { OWNER_CAPS } from '@paydesk/shared/owner-caps';
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
  @Query(() => [AssistantType], {
    description: `The signed-in member's assistant accounts. Bounded: at most ${OWNER_CAPS.assistants} per member, because creating one beyond that is refused`,
  })
  @Permission('assistant_index')
  assistants(@Ctx() ctx: GatewayContext) {
    return ctx.services.assistants.list(ctx);
  }

  @Query(() => AssistantType, {
    description: 'One assistant account of the signed-in member, or null when not theirs',
    nullable: true,
  })
  @Permission('assistant_account_edit')
  assistant(@Ctx() ctx: GatewayContext, @Arg('id', () => Int, { description: 'Assistant account id' }) id: number) {
    return ctx.services.assistants.get(ctx, id);
  }

  @Query(() => [AssistantGroupType], {
    description: `The signed-in member's assistant permission groups. Bounded: at most ${OWNER_CAPS.assistantGroups} per member, because creating one beyond that is refused`,
  })
  @Permission('assistant_index')
  assistantGroups(@Ctx() ctx: GatewayContext) {
    return ctx.services.assistants.groups(ctx);
  }

  @Query(() => AssistantGroupType, {
    description: 'One assistant permission group of the signed-in member, or null when not theirs',
    nullable: true,
  })
  @Permission('assistant_group_edit')
  assistantGroup(@Ctx() ctx: GatewayContext, @Arg('id', () => Int, { description: 'Assistant group id' }) id: number) {
    return ctx.services.assistants.group(ctx, id);
  }

  @Mutation(() => AssistantPayload, { description: 'Creates an assistant account under the signed-in member' })
  @Permission('assistant_account_create')
  createAssistant(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => AssistantInput, { description: 'Login name, name, group and state' }) input: AssistantInput,
  ) {
    return ctx.services.assistants.create(ctx, input);
  }

  @Mutation(() => AssistantPayload, { description: 'Updates an assistant account' })
  @Permission('assistant_account_edit')
  updateAssistant(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Assistant account id' }) id: number,
    @Arg('input', () => AssistantInput, { description: 'Login name, name, group and state' }) input: AssistantInput,
  ) {
    return ctx.services.assistants.update(ctx, id, input);
  }

  @Mutation(() => AssistantGroupPayload, { description: 'Creates an assistant permission group' })
  @Permission('assistant_group_create')
  createAssistantGroup(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => AssistantGroupInput, { description: 'Group name and permission keys' })
    input: AssistantGroupInput,
  ) {
    return ctx.services.assistants.createGroup(ctx, input);
  }

  @Mutation(() => AssistantGroupPayload, { description: 'Updates an assistant permission group' })
  @Permission('assistant_group_edit')
  updateAssistantGroup(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Assistant group id' }) id: number,
    @Arg('input', () => AssistantGroupInput, { description: 'Group name and permission keys' })
    input: AssistantGroupInput,
  ) {
    return ctx.services.assistants.updateGroup(ctx, id, input);
  }
}
