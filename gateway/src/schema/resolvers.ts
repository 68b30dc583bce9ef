import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ViewerMemberResolver } from '../modules/members/member.resolver';
import { PermissionResolver } from '../modules/permissions/permission.resolver';
import { MemberInfoResolver } from '../modules/gates/member-info.resolver';
import { AssistantResolver } from '../modules/assistants/assistant.resolver';

/** Every resolver class of the gateway schema. */
export const RESOLVERS: NonEmptyArray<Function> = [AuthResolver, ViewerMemberResolver, PermissionResolver, MemberInfoResolver, AssistantResolver];
