import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@ObjectType('AssistantGroup', { description: 'A named set of permission keys granted to assistants' })
export class AssistantGroupType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => [String]) permissionKeys!: string[];
  @Field(() => Int) assistantCount!: number;
}

@ObjectType('AssistantAccount', { description: "A sub-account of the viewer's business member" })
export class AssistantType {
  @Field(() => Int) id!: number;
  @Field(() => String) loginName!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int) groupId!: number;
  @Field(() => String) groupName!: string;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => String) createdAt!: string;
}

@InputType()
export class AssistantInput {
  @Field(() => String, { description: "Sign-in name under the member's account" }) loginName!: string;
  @Field(() => String, { description: 'Display name' }) name!: string;
  @Field(() => String, { description: 'Contact email', nullable: true }) email?: string | null;
  @Field(() => Int, { description: 'Permission group id' }) groupId!: number;
  @Field(() => Boolean, { description: 'Whether the assistant may sign in' }) enabled!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Required when creating; when editing, a new password resets it',
  })
  password?: string | null;
}

@InputType()
export class AssistantGroupInput {
  @Field(() => String, { description: 'Group name' }) name!: string;
  @Field(() => [String], { description: 'Permission catalogue keys the group grants' }) permissionKeys!: string[];
}

@ObjectType()
export class AssistantPayload {
  @Field(() => AssistantType, { nullable: true }) assistant!: AssistantType | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class AssistantGroupPayload {
  @Field(() => AssistantGroupType, { nullable: true }) group!: AssistantGroupType | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}
